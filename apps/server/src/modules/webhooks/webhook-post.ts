import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_HEADERS, WEBHOOK_MESSAGES } from '@atende/shared';
import { guardedLookup, hostOf, isPrivateAddress } from './webhook-target';

/** Every call to a receiver ends within this time. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of the receiver's answer the log keeps. */
const EXCERPT_CHARS = 500;

/** `sha256=<hex>` of HMAC-SHA256(secret, raw body): the body carries its own timestamp. */
export function signBody(secret: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface PostResult {
  ok: boolean;
  responseCode: number | null;
  latencyMs: number;
  excerpt: string;
}

/**
 * POSTs one signed delivery. Never throws: a refused address, a timeout or a broken connection
 * come back as a failed result with the reason as excerpt.
 */
export function postDelivery(opts: {
  url: string;
  body: string;
  secret: string;
  type: string;
  eventId: string;
  now: Date;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<PostResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const timestamp = String(Math.floor(opts.now.getTime() / 1000));
  const failed = (excerpt: string): PostResult => ({
    ok: false,
    responseCode: null,
    latencyMs: latency(),
    excerpt,
  });
  let url: URL;
  try {
    url = new URL(opts.url);
  } catch {
    return Promise.resolve(failed(WEBHOOK_MESSAGES.urlInvalid));
  }
  const host = hostOf(url);
  if (!opts.allowPrivate && (url.protocol !== 'https:' || (isIP(host) && isPrivateAddress(host)))) {
    return Promise.resolve(
      failed(url.protocol !== 'https:' ? WEBHOOK_MESSAGES.urlHttps : WEBHOOK_MESSAGES.urlPrivate),
    );
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(opts.allowPrivate) as never,
        timeout: opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(opts.body),
          'user-agent': 'Atende-Webhooks/1',
          [WEBHOOK_HEADERS.signature]: signBody(opts.secret, opts.body),
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.event]: opts.type,
          [WEBHOOK_HEADERS.delivery]: opts.eventId,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk;
        });
        res.on('error', () => undefined);
        res.on('end', () => {
          const code = res.statusCode ?? 0;
          resolve({
            ok: code >= 200 && code < 300,
            responseCode: code,
            latencyMs: latency(),
            excerpt: text.slice(0, EXCERPT_CHARS),
          });
        });
      },
    );
    // the whole call, not only idle time, is bounded
    const deadline = setTimeout(
      () => req.destroy(new Error('timeout')),
      opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      resolve(failed(err.code === 'ERR_WEBHOOK_PRIVATE' ? err.message : failureText(err)));
    });
    req.on('close', () => clearTimeout(deadline));
    req.end(opts.body);
  });
}

/** Why a call got no answer, in words, by the system's code (kept after them for support). */
const FAILURES: [RegExp, string][] = [
  [/^ECONNREFUSED$/, 'Conexão recusada pelo endereço'],
  [/^(ENOTFOUND|EAI_AGAIN)$/, 'Endereço não encontrado'],
  [/^(ECONNRESET|EPIPE)$/, 'A conexão caiu antes da resposta'],
  [/^(EHOSTUNREACH|ENETUNREACH)$/, 'Endereço inalcançável'],
  [/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/, 'Certificado TLS inválido'],
];

function failureText(err: NodeJS.ErrnoException) {
  if (err.message === 'timeout') return 'Sem resposta no tempo limite (timeout)';
  const plain = FAILURES.find(([code]) => code.test(err.code ?? ''))?.[1];
  return plain ? `${plain} (${err.message})` : `Falha: ${err.message}`;
}
