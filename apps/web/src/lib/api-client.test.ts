import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

type Handler = (url: string, init: RequestInit) => Response;

/** A local fake server: answers each call with the next handler and records the calls. */
function fakeFetch(...handlers: Handler[]) {
  const calls: Array<{ url: string; method: string; auth: string | undefined }> = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ url, method: init.method ?? 'GET', auth: headers.Authorization });
    const handler = handlers.shift();
    if (!handler) throw new Error(`unexpected call ${url}`);
    return handler(url, init);
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the stored token and parses the answer', async () => {
    localStorage.setItem('token', 'abc');
    const { fetchFn, calls } = fakeFetch(() => json(200, { version: '6.3.0' }));
    const api = createApiClient({ fetchFn });
    await expect(api.get('/version')).resolves.toEqual({ version: '6.3.0' });
    expect(calls[0]).toEqual({ url: '/api/version', method: 'GET', auth: 'Bearer abc' });
  });

  it('on 403 refreshes the token once and retries the request with it', async () => {
    localStorage.setItem('token', 'old');
    const { fetchFn, calls } = fakeFetch(
      () => json(403, { error: 'ERR_SESSION_EXPIRED', message: 'expired' }),
      () => json(200, { token: 'new', user: { id: 1 } }),
      () => json(200, { users: [], hasMore: false, count: 0 }),
    );
    const api = createApiClient({ fetchFn });
    await expect(
      api.get('/users', { params: { searchParam: 'ana', pageNumber: 1 } }),
    ).resolves.toEqual({ users: [], hasMore: false, count: 0 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/users?searchParam=ana&pageNumber=1',
      'POST /api/auth/refresh_token',
      'GET /api/users?searchParam=ana&pageNumber=1',
    ]);
    expect(calls[2].auth).toBe('Bearer new');
    expect(localStorage.getItem('token')).toBe('new');
  });

  it('retries only once: a second 403 becomes an ApiError', async () => {
    localStorage.setItem('token', 'old');
    const forbidden = () => json(403, { error: 'ERR_NO_PERMISSION', message: 'no' });
    const { fetchFn, calls } = fakeFetch(forbidden, () => json(200, { token: 'new' }), forbidden);
    const api = createApiClient({ fetchFn });
    const err = await api.get('/settings').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('ERR_NO_PERMISSION');
    expect(calls).toHaveLength(3);
  });

  it('concurrent 403s share one refresh (the refresh cookie rotates)', async () => {
    localStorage.setItem('token', 'old');
    const { fetchFn, calls } = fakeFetch(
      () => json(403, { error: 'ERR_SESSION_EXPIRED', message: '' }),
      () => json(403, { error: 'ERR_SESSION_EXPIRED', message: '' }),
      () => json(200, { token: 'new' }),
      () => json(200, { a: 1 }),
      () => json(200, { b: 2 }),
    );
    const api = createApiClient({ fetchFn });
    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url.endsWith('/refresh_token'))).toHaveLength(1);
  });

  it('on 401 clears token, company and user and logs out', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('companyId', '3');
    localStorage.setItem('userId', '7');
    localStorage.setItem('volume', '0.5');
    const onUnauthorized = vi.fn();
    const { fetchFn } = fakeFetch(() => json(401, { error: 'ERR_UNAUTHORIZED', message: 'x' }));
    const api = createApiClient({ fetchFn, onUnauthorized });
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('companyId')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('volume')).toBe('0.5');
  });

  it('logs out when the refresh itself says the session has ended, with the refresh’s reason', async () => {
    localStorage.setItem('token', 'old');
    const onUnauthorized = vi.fn();
    const { fetchFn } = fakeFetch(
      () => json(403, { error: 'ERR_SESSION_EXPIRED', message: '' }),
      () => json(401, { error: 'ERR_COMPANY_INACTIVE', message: 'Empresa inativa.' }),
    );
    const api = createApiClient({ fetchFn, onUnauthorized });
    await expect(api.get('/users')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, code: 'ERR_COMPANY_INACTIVE' }),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a failed login (auth: false) neither refreshes nor logs out', async () => {
    const onUnauthorized = vi.fn();
    const { fetchFn, calls } = fakeFetch(() =>
      json(401, { error: 'ERR_INVALID_CREDENTIALS', message: 'bad' }),
    );
    const api = createApiClient({ fetchFn, onUnauthorized });
    const err = await api
      .post('/auth/login', { email: 'a', password: 'b' }, { auth: false })
      .catch((e: unknown) => e);
    expect((err as ApiError).code).toBe('ERR_INVALID_CREDENTIALS');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('carries the field messages of a 400', async () => {
    const { fetchFn } = fakeFetch(() =>
      json(400, { error: 'ERR_VALIDATION', message: 'bad', fields: { email: 'Invalid email' } }),
    );
    const api = createApiClient({ fetchFn });
    const err = (await api.post('/users', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.fields).toEqual({ email: 'Invalid email' });
  });
});

describe('a quiet renewal (the socket’s)', () => {
  it('stores the new token and keeps the session', async () => {
    localStorage.setItem('token', 'old');
    const onUnauthorized = vi.fn();
    const { fetchFn, calls } = fakeFetch(() => json(200, { token: 'new', user: { id: 1 } }));
    const api = createApiClient({ fetchFn, onUnauthorized });
    await expect(api.renewSession()).resolves.toBe('refreshed');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/refresh_token']);
    expect(localStorage.getItem('token')).toBe('new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session as it is while the server cannot be reached or is restarting', async () => {
    localStorage.setItem('token', 'old');
    const onUnauthorized = vi.fn();
    const { fetchFn } = fakeFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(502, { error: 'HTTP_502', message: '' }),
    );
    const api = createApiClient({ fetchFn, onUnauthorized });
    await expect(api.renewSession()).resolves.toBe('failed');
    await expect(api.renewSession()).resolves.toBe('failed');
    expect(localStorage.getItem('token')).toBe('old');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([401, 403])('logs out when the refresh endpoint refuses with %i', async (status) => {
    localStorage.setItem('token', 'old');
    const onUnauthorized = vi.fn();
    const { fetchFn } = fakeFetch(() => json(status, { error: 'ERR_UNAUTHORIZED', message: '' }));
    const api = createApiClient({ fetchFn, onUnauthorized });
    await expect(api.renewSession()).resolves.toBe('ended');
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status }));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
