import {
  guardedRequest,
  GuardedRequestError,
  type GuardedResponse,
} from '../../webhooks/guarded-request';
import { integrationTargetProblem } from '../queue-integration-targets';

/**
 * Every call an integration makes to the outside: JSON with a time limit, and a
 * 429 retried a few times (after Retry-After, capped). What cannot be recovered becomes an
 * OutsideError whose message says why, in Portuguese (it ends up in the ticket's note).
 */
export const outsideSettings = {
  /** WEBHOOKS_ALLOW_PRIVATE (the runtime sets it): private addresses may be called. */
  allowPrivate: false,
  /** Time limit of one call. */
  timeoutMs: 10_000,
  /** How many times a 429 is retried, and the longest wait between tries. */
  retries429: 2,
  maxRetryWaitMs: 2_000,
};

export class OutsideError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryWait(retryAfter: string | undefined, attempt: number) {
  const header = Number(retryAfter);
  const wanted = Number.isFinite(header) && header > 0 ? header * 1000 : 250 * 2 ** attempt;
  return Math.min(wanted, outsideSettings.maxRetryWaitMs);
}

export interface OutsideResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
}

/**
 * A private, loopback or link-local address is refused before each call too: the name may
 * resolve elsewhere than at save, and a flow's file or token address was never checked.
 */
async function refusePrivate(url: string) {
  const problem = await integrationTargetProblem(url, outsideSettings.allowPrivate);
  if (problem) throw new OutsideError(`${problem}: ${hostOf(url)}`);
}

/** One guarded call (no redirect followed, the connected address checked), errors in words. */
async function call(
  url: string,
  opts: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  limit: { maxBytes: number; tooBig: string },
): Promise<GuardedResponse> {
  try {
    return await guardedRequest({
      url,
      ...opts,
      allowPrivate: outsideSettings.allowPrivate,
      timeoutMs: outsideSettings.timeoutMs,
      maxBytes: limit.maxBytes,
    });
  } catch (err) {
    if (!(err instanceof GuardedRequestError)) throw err;
    if (err.kind === 'timeout') {
      throw new OutsideError(`tempo esgotado (${outsideSettings.timeoutMs} ms) em ${hostOf(url)}`);
    }
    if (err.kind === 'private') throw new OutsideError(`${err.message}: ${hostOf(url)}`);
    if (err.kind === 'tooBig') throw new OutsideError(limit.tooBig);
    throw new OutsideError(`${hostOf(url)} não respondeu (${err.message})`);
  }
}

/** A status outside 2xx in words; a redirect is named, since it is not followed. */
function statusError(url: string, status: number) {
  if (status >= 300 && status < 400) {
    return new OutsideError(
      `${hostOf(url)} redirecionou para outro endereço (HTTP ${status}); use o endereço final`,
      status,
    );
  }
  return new OutsideError(`${hostOf(url)} respondeu HTTP ${status}`, status);
}

/** The longest JSON answer an integration may give (a flow's turn is a few messages). */
const MAX_JSON_BYTES = 1024 * 1024;

/** POSTs `body` (already serialised) to `url`; a non-2xx status other than 404 is an error. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string> = {},
  opts: { allow404?: boolean; contentType?: string } = {},
): Promise<OutsideResponse> {
  await refusePrivate(url);
  for (let attempt = 0; ; attempt++) {
    const res = await call(
      url,
      {
        method: 'POST',
        headers: { 'content-type': opts.contentType ?? 'application/json', ...headers },
        body,
      },
      { maxBytes: MAX_JSON_BYTES, tooBig: `resposta de ${hostOf(url)} grande demais` },
    );
    if (res.status === 429 && attempt < outsideSettings.retries429) {
      await sleep(retryWait(res.headers['retry-after'], attempt));
      continue;
    }
    if (res.status === 429) {
      throw new OutsideError(`limite de requisições atingido em ${hostOf(url)} (HTTP 429)`, 429);
    }
    if (res.status === 404 && opts.allow404) return { status: 404, json: undefined };
    if (res.status < 200 || res.status >= 300) throw statusError(url, res.status);
    return { status: res.status, json: parse(res.body.toString('utf8')) };
  }
}

function parse(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The largest file a flow may hand us to send (WhatsApp's own ceiling for videos). */
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;

/** GETs a file a flow points at (a picture of a Typebot bubble), within the time limit. */
export async function getMedia(url: string): Promise<{ data: Buffer; mimetype: string }> {
  await refusePrivate(url);
  const res = await call(
    url,
    {},
    { maxBytes: MAX_MEDIA_BYTES, tooBig: `arquivo de ${hostOf(url)} maior que 16 MB` },
  );
  if (res.status < 200 || res.status >= 300) throw statusError(url, res.status);
  const declared = (res.headers['content-type'] ?? '').split(';')[0]!.trim();
  return { data: res.body, mimetype: declared };
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
