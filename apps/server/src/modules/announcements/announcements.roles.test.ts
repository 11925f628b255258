import type { LightMyRequestResponse } from 'fastify';
import { companyChannel, type AnnouncementDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  record,
  sleep,
  startTestApp,
  SUPER_LOGIN,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { multipart, PNG } from '../../../test/multipart';

type Role = 'super' | 'admin' | 'user' | 'otherCompany';
const ROLES: Role[] = ['super', 'admin', 'user', 'otherCompany'];

/**
 * Who may call each announcements route: the generated matrix of issue 11 §9. Only super
 * users write or list the page; every signed-in user of any company reads the active ones.
 */
const MATRIX: Array<{
  route: string;
  call: (t: TestApp, token: string, id: number) => Promise<LightMyRequestResponse>;
  allowed: Role[];
}> = [
  {
    route: 'GET /announcements',
    call: (t, token) => t.request('GET', '/announcements', token),
    allowed: ['super'],
  },
  {
    route: 'GET /announcements/active',
    call: (t, token) => t.request('GET', '/announcements/active', token),
    allowed: ROLES,
  },
  {
    route: 'GET /announcements/{id}',
    call: (t, token, id) => t.request('GET', `/announcements/${id}`, token),
    allowed: ['super'],
  },
  {
    route: 'POST /announcements',
    call: (t, token) => t.request('POST', '/announcements', token, { title: 'Novo', text: 'x' }),
    allowed: ['super'],
  },
  {
    route: 'PUT /announcements/{id}',
    call: (t, token, id) =>
      t.request('PUT', `/announcements/${id}`, token, { title: 'Alterado', text: 'y' }),
    allowed: ['super'],
  },
  {
    route: 'POST /announcements/{id}/media-upload',
    call: (t, token, id) => {
      const form = multipart({}, { field: 'file', name: 'a.png', type: 'image/png', data: PNG });
      return t.app.inject({
        method: 'POST',
        url: `/api/announcements/${id}/media-upload`,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        payload: form.payload,
      });
    },
    allowed: ['super'],
  },
  {
    route: 'GET /announcements/{id}/media',
    call: (t, token, id) => t.request('GET', `/announcements/${id}/media`, token),
    allowed: ROLES,
  },
  {
    route: 'DELETE /announcements/{id}/media-upload',
    call: (t, token, id) => t.request('DELETE', `/announcements/${id}/media-upload`, token),
    allowed: ['super'],
  },
  {
    route: 'DELETE /announcements/{id}',
    call: (t, token, id) => t.request('DELETE', `/announcements/${id}`, token),
    allowed: ['super'],
  },
];

describe('announcements: roles and companies', () => {
  let t: TestApp;
  const sessions = {} as Record<Role, Session>;

  /** A fresh active announcement with an image, made by the super user. */
  const fixture = async () => {
    const made = (
      await t.request('POST', '/announcements', sessions.super.token, { title: 'Base', text: 'x' })
    ).json() as AnnouncementDTO;
    await MATRIX.find((m) => m.route.includes('POST /announcements/{id}/media'))!.call(
      t,
      sessions.super.token,
      made.id,
    );
    return made.id;
  };
  const read = async (id: number) =>
    (await t.request('GET', `/announcements/${id}`, sessions.super.token)).json();

  beforeAll(async () => {
    t = await startTestApp();
    sessions.super = await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);
    sessions.admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    sessions.user = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    sessions.otherCompany = (await t.signupCompany('Empresa B')).admin;
  });
  afterAll(() => t.close());

  for (const { route, call, allowed } of MATRIX) {
    for (const role of ROLES) {
      const ok = allowed.includes(role);
      it(`${route} as ${role}: ${ok ? 'allowed' : '403, nothing changed'}`, async () => {
        const id = await fixture();
        const before = await read(id);
        const res = await call(t, sessions[role].token, id);
        if (ok) {
          expect(res.statusCode).toBe(200);
          return;
        }
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
        expect(await read(id)).toEqual(before);
      });
    }
    it(`${route} without a session: 401`, async () => {
      const res = await call(t, '', await fixture());
      expect(res.statusCode).toBe(401);
    });
  }

  it('every company’s sockets hear an announcement on their own channel only', async () => {
    const sockets = Object.fromEntries(
      await Promise.all(ROLES.map(async (r) => [r, await t.connectSocket(sessions[r].token)])),
    ) as Record<Role, Awaited<ReturnType<TestApp['connectSocket']>>>;
    const heard = Object.fromEntries(
      ROLES.map((r) => [
        r,
        record(sockets[r], companyChannel(sessions[r].user.companyId, 'announcement')),
      ]),
    ) as Record<Role, unknown[]>;
    const everything = Object.fromEntries(ROLES.map((r) => [r, [] as string[]])) as Record<
      Role,
      string[]
    >;
    for (const r of ROLES) sockets[r].onAny((event: string) => everything[r].push(event));

    const made = (
      await t.request('POST', '/announcements', sessions.super.token, {
        title: 'Para todos',
        text: 'x',
        priority: 1,
      })
    ).json() as AnnouncementDTO;
    await eventually(() => {
      for (const r of ROLES) {
        expect(heard[r]).toEqual([{ action: 'create', record: made }]);
      }
    });
    // each socket heard its own company's channel name, never another's
    for (const r of ROLES) {
      expect(everything[r]).toEqual([companyChannel(sessions[r].user.companyId, 'announcement')]);
    }

    // switched off: the super user keeps it (the page lists it), everyone else drops it
    const off = await t.request('PUT', `/announcements/${made.id}`, sessions.super.token, {
      title: 'Para todos',
      text: 'x',
      priority: 1,
      status: false,
    });
    await eventually(() => {
      expect(heard.super.at(-1)).toEqual({ action: 'update', record: off.json() });
      for (const r of ['admin', 'user', 'otherCompany'] as const) {
        expect(heard[r].at(-1)).toEqual({ action: 'delete', id: made.id });
      }
    });
    expect(JSON.stringify(heard.otherCompany)).not.toContain('"status":false');

    await t.request('DELETE', `/announcements/${made.id}`, sessions.super.token);
    await eventually(() => {
      for (const r of ROLES) expect(heard[r].at(-1)).toEqual({ action: 'delete', id: made.id });
    });
    await sleep(100);
    for (const r of ROLES) expect(heard[r]).toHaveLength(3);
  });
});
