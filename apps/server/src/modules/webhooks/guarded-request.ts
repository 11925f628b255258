import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@atende/shared';
import { guardedLookup, hostOf, isPrivateAddress } from './webhook-target';

/**
 * One outgoing call to an address a company typed (a queue integration, a flow's file): the
 * address actually connected to is checked, as for webhooks (a name cannot switch to a private
 * address after the check), and a redirect is an answer, never followed (a public host must not
 * be able to send us on to a private one). Bounded in time and in the size of the answer.
 */
export interface GuardedRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  allowPrivate: boolean;
  timeoutMs: number;
  /** An answer longer than this is refused ('tooBig') without being read to the end. */
  maxBytes: number;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type GuardedFailure = 'private' | 'timeout' | 'tooBig' | 'network';

export class GuardedRequestError extends Error {
  constructor(
    readonly kind: GuardedFailure,
    message: string,
  ) {
    super(message);
  }
}

export function guardedRequest(req: GuardedRequest): Promise<GuardedResponse> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return Promise.reject(new GuardedRequestError('network', WEBHOOK_MESSAGES.urlInvalid));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.reject(new GuardedRequestError('network', WEBHOOK_MESSAGES.urlInvalid));
  }
  // an address written as digits is connected to without a lookup: checked here instead
  const host = hostOf(url);
  if (!req.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.reject(new GuardedRequestError('private', WEBHOOK_MESSAGES.urlPrivate));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<GuardedResponse>((resolve, reject) => {
    const fail = (kind: GuardedFailure, message: string) => {
      reject(new GuardedRequestError(kind, message));
      outgoing.destroy();
    };
    const headers = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const outgoing = client.request(
      url,
      {
        method: req.method ?? 'GET',
        lookup: guardedLookup(req.allowPrivate) as never,
        // a connection per call: every call's address is looked up and checked, and no call
        // lands on a kept-alive socket the other side is closing (ECONNRESET)
        agent: false,
        headers,
      },
      (res) => {
        const declared = Number(res.headers['content-length']);
        if (declared > req.maxBytes) return fail('tooBig', 'answer too big');
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > req.maxBytes) return fail('tooBig', 'answer too big');
          chunks.push(chunk);
        });
        res.on('error', (err) => fail('network', err.message));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    // the whole call, not only idle time, is bounded
    const deadline = setTimeout(() => fail('timeout', 'timeout'), req.timeoutMs);
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ERR_WEBHOOK_PRIVATE') fail('private', err.message);
      else fail('network', err.message);
    });
    outgoing.end(req.body);
  });
}
