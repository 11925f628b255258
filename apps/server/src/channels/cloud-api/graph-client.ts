import { ChannelError } from '../channel';

/** The platform's rate-limit error: back off and try again later. */
export const RATE_LIMIT_CODE = 130429;

export interface GraphCredentials {
  baseUrl: string;
  accessToken: string;
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** A failed call: rate limits and server errors may pass, everything else will not. */
function graphError(status: number, body: GraphErrorBody): ChannelError {
  const e = body.error ?? {};
  const detail = e.error_data?.details ?? e.message ?? `HTTP ${status}`;
  const retryable = e.code === RATE_LIMIT_CODE || status === 429 || status >= 500;
  const err = new ChannelError(
    `API do WhatsApp: ${detail}${e.code ? ` (${e.code})` : ''}`,
    retryable,
  );
  return Object.assign(err, { code: e.code });
}

const join = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** A few calls to the Graph API; every one carries the connection's bearer token. */
export function graphClient(creds: GraphCredentials) {
  const auth = { authorization: `Bearer ${creds.accessToken}` };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(join(creds.baseUrl, path), {
        ...init,
        headers: { ...auth, ...(init.headers as Record<string, string>) },
      });
    } catch (err) {
      throw new ChannelError(`API do WhatsApp inacessível: ${(err as Error).message}`, true);
    }
    const body = (await res.json().catch(() => ({}))) as T & GraphErrorBody;
    if (!res.ok || body.error) throw graphError(res.status, body);
    return body;
  };
  return {
    get: <T>(path: string) => call<T>(path),
    post: <T>(path: string, json: object) =>
      call<T>(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }),
    upload: <T>(path: string, form: FormData) => call<T>(path, { method: 'POST', body: form }),
    /** Downloads a media file from the address the media lookup gave. */
    async download(url: string): Promise<Buffer> {
      const res = await fetch(url, { headers: auth }).catch((err: Error) => {
        throw new ChannelError(`Mídia inacessível: ${err.message}`, true);
      });
      if (!res.ok)
        throw new ChannelError(`Mídia inacessível: HTTP ${res.status}`, res.status >= 500);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

export type GraphClient = ReturnType<typeof graphClient>;
