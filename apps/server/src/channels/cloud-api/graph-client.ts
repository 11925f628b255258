import { ChannelError, MaybeSentError } from '../channel';
import { GraphError, graphReason, RATE_LIMIT_CODE } from './graph-errors';

export { RATE_LIMIT_CODE };

export interface GraphCredentials {
  baseUrl: string;
  accessToken: string;
}

/**
 * How long a call may wait for the platform. A send's claim on its message outlasts the
 * longest sequence of them (message-send.job.ts), so no send is ever in flight twice.
 */
export interface GraphTimeouts {
  /** A JSON call (a send, a lookup). */
  requestMs: number;
  /** An upload or a download of a file (up to the 16 MB a message carries). */
  fileMs: number;
}

export const GRAPH_TIMEOUTS: GraphTimeouts = { requestMs: 20_000, fileMs: 120_000 };

/** What the agent reads when a send got no answer: it may or may not have reached Meta. */
export const NO_ANSWER = 'Sem resposta do WhatsApp; verifique se chegou antes de reenviar';

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** A failed call: rate limits and server errors may pass, everything else will not. */
function graphError(status: number, body: GraphErrorBody): GraphError {
  const e = body.error ?? {};
  const detail = e.error_data?.details ?? e.message ?? `HTTP ${status}`;
  const retryable = e.code === RATE_LIMIT_CODE || status === 429 || status >= 500;
  return new GraphError(graphReason(e.code, detail), retryable, e.code, status);
}

/** Failures that happen before a byte of the request leaves: the platform saw nothing. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const causeCode = (err: unknown) => {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : '';
};
const neverLeft = (err: unknown) => {
  const code = causeCode(err);
  return NOT_SENT.has(code) || /CERT|TLS/.test(code);
};
const isTimeout = (err: unknown) => (err as Error).name === 'TimeoutError';

const join = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

interface CallOptions {
  timeoutMs: number;
  /**
   * The call delivers something to a customer (a send): once it may have reached the platform
   * it is never repeated, whatever happens to the answer (MaybeSentError).
   */
  atMostOnce?: boolean;
}

/** A few calls to the Graph API; every one carries the connection's bearer token. */
export function graphClient(creds: GraphCredentials, timeouts: GraphTimeouts = GRAPH_TIMEOUTS) {
  const auth = { authorization: `Bearer ${creds.accessToken}` };
  /** A call that got no usable answer: safe to retry unless it may have delivered. */
  const unanswered = (err: unknown, opts: CallOptions) => {
    if (opts.atMostOnce && !neverLeft(err)) return new MaybeSentError(NO_ANSWER);
    if (isTimeout(err)) {
      return new ChannelError(`API do WhatsApp sem resposta em ${opts.timeoutMs / 1000} s`, true);
    }
    return new ChannelError(`API do WhatsApp inacessível: ${(err as Error).message}`, true);
  };
  const call = async <T>(path: string, init: RequestInit, opts: CallOptions): Promise<T> => {
    let res: Response;
    let text: string;
    try {
      // the limit covers the answer's body too: a send half answered is not an answer
      res = await fetch(join(creds.baseUrl, path), {
        ...init,
        headers: { ...auth, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      throw unanswered(err, opts);
    }
    let body: T & GraphErrorBody;
    try {
      body = JSON.parse(text) as T & GraphErrorBody;
    } catch {
      body = {} as T & GraphErrorBody;
    }
    if (!res.ok || body.error) throw graphError(res.status, body);
    return body;
  };
  const json = (body: object): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    get: <T>(path: string) => call<T>(path, {}, { timeoutMs: timeouts.requestMs }),
    /** A call the platform may repeat harmlessly (a read receipt). */
    post: <T>(path: string, body: object) =>
      call<T>(path, json(body), { timeoutMs: timeouts.requestMs }),
    /** A message to a customer: at most once (see CallOptions.atMostOnce). */
    send: <T>(path: string, body: object) =>
      call<T>(path, json(body), { timeoutMs: timeouts.requestMs, atMostOnce: true }),
    /** A file stored at the platform for a send: nothing reaches the customer yet. */
    upload: <T>(path: string, form: FormData) =>
      call<T>(path, { method: 'POST', body: form }, { timeoutMs: timeouts.fileMs }),
    /** Downloads a media file from the address the media lookup gave. */
    async download(url: string): Promise<Buffer> {
      try {
        const res = await fetch(url, {
          headers: auth,
          signal: AbortSignal.timeout(timeouts.fileMs),
        });
        if (!res.ok)
          throw new ChannelError(`Mídia inacessível: HTTP ${res.status}`, res.status >= 500);
        return Buffer.from(await res.arrayBuffer());
      } catch (err) {
        if (err instanceof ChannelError) throw err;
        throw new ChannelError(`Mídia inacessível: ${(err as Error).message}`, true);
      }
    },
  };
}

export type GraphClient = ReturnType<typeof graphClient>;
