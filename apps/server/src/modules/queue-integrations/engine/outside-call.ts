import { integrationTargetProblem } from '../queue-integration-targets';

/**
 * Every call an integration makes to the outside: JSON over fetch with a time limit, and a
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

function retryWait(res: Response, attempt: number) {
  const header = Number(res.headers.get('retry-after'));
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

/** POSTs `body` (already serialised) to `url`; a non-2xx status other than 404 is an error. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string> = {},
  opts: { allow404?: boolean; contentType?: string } = {},
): Promise<OutsideResponse> {
  await refusePrivate(url);
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': opts.contentType ?? 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(outsideSettings.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new OutsideError(
          `tempo esgotado (${outsideSettings.timeoutMs} ms) em ${hostOf(url)}`,
        );
      }
      throw new OutsideError(`${hostOf(url)} não respondeu (${(err as Error).message})`);
    }
    if (res.status === 429 && attempt < outsideSettings.retries429) {
      await res.body?.cancel();
      await sleep(retryWait(res, attempt));
      continue;
    }
    const text = await res.text().catch(() => '');
    if (res.status === 429) {
      throw new OutsideError(`limite de requisições atingido em ${hostOf(url)} (HTTP 429)`, 429);
    }
    if (res.status === 404 && opts.allow404) return { status: 404, json: undefined };
    if (res.status < 200 || res.status >= 300) {
      throw new OutsideError(`${hostOf(url)} respondeu HTTP ${res.status}`, res.status);
    }
    return { status: res.status, json: parse(text) };
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
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(outsideSettings.timeoutMs) });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new OutsideError(`tempo esgotado (${outsideSettings.timeoutMs} ms) em ${hostOf(url)}`);
    }
    throw new OutsideError(`${hostOf(url)} não respondeu (${(err as Error).message})`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new OutsideError(`${hostOf(url)} respondeu HTTP ${res.status}`, res.status);
  }
  const tooBig = () => new OutsideError(`arquivo de ${hostOf(url)} maior que 16 MB`);
  if (Number(res.headers.get('content-length')) > MAX_MEDIA_BYTES) {
    await res.body?.cancel();
    throw tooBig();
  }
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length > MAX_MEDIA_BYTES) throw tooBig();
  const mimetype = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  return { data, mimetype };
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
