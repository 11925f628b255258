import type { ApiErrorBody } from '@atende/shared';
import { buildUrl, type QueryParams } from './api-url';
import { takeEarlyRequest } from './early-requests';
import { clearCredentials, getToken, setToken } from './session-storage';

/** An error answered by the API (`{ error, message, fields? }`) or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR = 'ERR_NETWORK';

export interface RequestOptions {
  params?: QueryParams;
  /** false for the session endpoints themselves: no bearer, no refresh, no logout on 401. */
  auth?: boolean;
  /** Another credential than the session's (the external API's connection token). */
  bearer?: string;
  signal?: AbortSignal;
}

/** What a refresh attempt gave: a new token, a session that has ended (401/403), or neither. */
type RefreshResult =
  | { outcome: 'refreshed'; body: unknown }
  | { outcome: 'ended'; error: ApiError }
  | { outcome: 'failed'; error: unknown };

export type RenewOutcome = RefreshResult['outcome'];

export interface ApiClientOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  storage?: Storage;
  /** Called after a 401 has cleared the stored credentials. */
  onUnauthorized?: (reason: ApiError) => void;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
  const code = typeof b.error === 'string' ? b.error : `HTTP_${status}`;
  const message = typeof b.message === 'string' ? b.message : typeof body === 'string' ? body : '';
  return new ApiError(status, code, message, b.fields);
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const storage = options.storage ?? localStorage;
  let onUnauthorized = options.onUnauthorized ?? (() => window.location.assign('/login'));
  let refreshing: Promise<RefreshResult> | null = null;

  /** A request without a body may have been sent already by the start-up script. */
  const doFetch = (input: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const early =
      init.body === undefined
        ? takeEarlyRequest(init.method ?? 'GET', input, init.headers?.Authorization ?? null)
        : undefined;
    return (early ?? (options.fetchFn ?? globalThis.fetch)(input, init)).catch((err: unknown) => {
      throw new ApiError(0, NETWORK_ERROR, err instanceof Error ? err.message : String(err));
    });
  };

  /**
   * One refresh at a time: concurrent callers share it, since the refresh cookie rotates and a
   * second use of the old one would end the session.
   */
  function refresh(): Promise<RefreshResult> {
    refreshing ??= doFetch(`${baseUrl}/auth/refresh_token`, {
      method: 'POST',
      credentials: 'include',
    })
      .then(async (res): Promise<RefreshResult> => {
        const body = await readBody(res);
        const token = (body as { token?: unknown } | undefined)?.token;
        if (res.ok && typeof token === 'string') {
          setToken(token, storage);
          return { outcome: 'refreshed', body };
        }
        const error = toApiError(res.status, body);
        // the refresh endpoint refusing the cookie is the end of the session; anything else
        // (a network failure, a 5xx while the server restarts) may pass, so the session stays
        const ended = res.status === 401 || res.status === 403;
        return ended ? { outcome: 'ended', error } : { outcome: 'failed', error };
      })
      .catch((error: unknown): RefreshResult => ({ outcome: 'failed', error }))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function unauthorized(reason: ApiError) {
    clearCredentials(storage);
    onUnauthorized(reason);
  }

  async function send(method: string, path: string, body: unknown, opts: RequestOptions) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken(storage);
    if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
    else if (opts.auth !== false && token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    return doFetch(buildUrl(baseUrl, path, opts.params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: opts.signal,
    });
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<T> {
    const guarded = opts.auth !== false;
    let response = await send(method, path, body, opts);
    let refreshed: RefreshResult | null = null;
    if (response.status === 403 && guarded) {
      refreshed = await refresh();
      if (refreshed.outcome === 'refreshed') response = await send(method, path, body, opts);
    }
    if (response.ok) return (await readBody(response)) as T;
    const error = toApiError(response.status, await readBody(response));
    if (guarded && refreshed?.outcome === 'ended') unauthorized(refreshed.error);
    else if (guarded && response.status === 401) unauthorized(error);
    throw error;
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, body, opts),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, body, opts),
    delete: <T = void>(path: string, opts?: RequestOptions) =>
      request<T>('DELETE', path, undefined, opts),
    /** POST /auth/refresh_token by cookie: `{ token, user }`, the token stored. */
    async refreshSession<T>(): Promise<T> {
      const result = await refresh();
      if (result.outcome !== 'refreshed') throw result.error;
      return result.body as T;
    },
    /**
     * A quiet renewal of the access token (the socket's, which makes no API call to trigger
     * one): 'ended' has already logged out as a request would; 'failed' (the server could not
     * be reached or answered 5xx) leaves the session as it is, to be tried again.
     */
    async renewSession(): Promise<RenewOutcome> {
      const result = await refresh();
      if (result.outcome === 'ended') unauthorized(result.error);
      return result.outcome;
    },
    /** The server said (over the socket) that this session has ended: leave as after a 401. */
    endSession(reason: ApiError) {
      unauthorized(reason);
    },
    setUnauthorizedHandler(handler: (reason: ApiError) => void) {
      onUnauthorized = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: base '/api', token from localStorage. */
export const api = createApiClient();
