import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, SUPER_LOGIN, startTestApp, type TestApp } from '../../test/harness';

/** What the API's own description says of a route (OpenAPI, from the routes' schemas). */
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path parameters no route can take for a real id. */
const BAD_IDS = ['abc', '-1', '1.5', '99999999999999999999', '%E2%82%AC', "1'"];
/** Values of the wrong kind for any field. */
const BAD_VALUES: unknown[] = [{ nested: true }, [1, 2], 'x'.repeat(70_000), -1e308, true];

/**
 * Every route of the API, as an agent, an admin and the platform's super user, with ids that
 * are not ids, query values of the wrong kind, bodies that are not JSON or hold the wrong
 * kinds: each is refused with a 4xx naming the problem, never a 500 (the rule of every module).
 */
describe('malformed requests on every route', () => {
  let t: TestApp;
  const tokens: string[] = [];
  let operations: { method: Method; path: string; op: Operation }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    for (const login of [DEMO_LOGINS.agent, DEMO_LOGINS.admin, SUPER_LOGIN]) {
      tokens.push((await t.login(login.email, login.password)).token);
    }
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        op,
      })),
    );
  }, 120_000);
  afterAll(() => t.close());

  async function answers(
    method: Method,
    url: string,
    token: string,
    payload?: string,
  ): Promise<string | null> {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload,
    });
    return res.statusCode >= 500 ? `${method} ${url} → ${res.statusCode} ${res.body}` : null;
  }

  const withIds = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

  it('finds the routes in the API description', () => {
    // 219 today: a sudden drop would mean the description lost them
    expect(operations.length).toBeGreaterThan(200);
  });

  it('ids that are not ids: never a 500', async () => {
    const failures: string[] = [];
    for (const token of tokens) {
      for (const { method, path } of operations.filter((o) => o.path.includes('{'))) {
        for (const id of BAD_IDS) {
          const failure = await answers(method, withIds(path, id), token);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('query values of the wrong kind: never a 500', async () => {
    const failures: string[] = [];
    for (const token of tokens) {
      for (const { method, path, op } of operations) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query');
        for (const bad of ['abc', '-5', '[]', 'x'.repeat(5_000)]) {
          if (!query.length) continue;
          const qs = query.map((p) => `${p.name}=${encodeURIComponent(bad)}`).join('&');
          const failure = await answers(method, `${withIds(path, '1')}?${qs}`, token);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('bodies that are not JSON or hold the wrong kinds: never a 500', async () => {
    const failures: string[] = [];
    const writes = operations.filter((o) => ['POST', 'PUT', 'PATCH'].includes(o.method));
    for (const token of tokens) {
      for (const { method, path, op } of writes) {
        const url = withIds(path, '999999');
        const json = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        const fields = Object.keys(json);
        const bodies = [
          '{"unterminated": ',
          '[1,2,3]',
          '"a string"',
          'null',
          ...BAD_VALUES.map((bad) =>
            JSON.stringify(Object.fromEntries(fields.map((f) => [f, bad]))),
          ),
        ];
        for (const body of bodies) {
          const failure = await answers(method, url, token, body);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the problem in Portuguese where a schema has no text of its own', async () => {
    const res = await t.request('PUT', '/settings/userRating', tokens[1], {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'ERR_VALIDATION',
      message: 'value: Entrada inválida: esperava um texto, recebeu um valor "undefined"',
      fields: { value: 'Entrada inválida: esperava um texto, recebeu um valor "undefined"' },
    });
  });
});
