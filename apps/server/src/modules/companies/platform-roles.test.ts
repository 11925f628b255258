import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { superLogin } from './companies.testkit';

type Role = 'super' | 'admin' | 'user' | 'other';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Ids the routes act on, made once before the matrix runs. */
interface Ids {
  own: number;
  scratch: number;
  doomed: number;
  plan: number;
  spare: number;
  help: number;
}

interface Row {
  method: Method;
  path: (ids: Ids) => string;
  body?: (n: number, ids: Ids) => object;
  /** Expected status per role; the super user goes last, so a delete runs once it is expected. */
  expect: Record<Role, number>;
}

const SUPER_ONLY = (ok: number) => ({ user: 403, admin: 403, other: 403, super: ok });
const EVERYONE = { user: 200, admin: 200, other: 200, super: 200 };

const companyBody = (n: number, ids: Pick<Ids, 'plan'>) => ({
  name: `Matriz ${n}`,
  email: `matriz${n}@matriz.test`,
  planId: ids.plan,
});
const planBody = (n: number) => ({
  name: `Plano Matriz ${n}`,
  users: 1,
  connections: 1,
  queues: 1,
  value: '1.00',
});
const helpBody = (n: number) => ({ title: `Ajuda ${n}`, video: 'AAAAAAAAAAA' });

/**
 * Issue 11 item 9: every route of company, plan and help administration for a super user, the
 * demo company's admin and agent, and another company's admin. Only super users write; the
 * company's own rows are read by its own admin (company) or all its users (plan).
 */
function matrix(): Array<[string, Row]> {
  const rows: Row[] = [
    { method: 'GET', path: () => '/companies', expect: SUPER_ONLY(200) },
    { method: 'GET', path: () => '/companies/list', expect: SUPER_ONLY(200) },
    {
      method: 'GET',
      path: (i) => `/companies/${i.own}`,
      expect: { user: 403, admin: 200, other: 404, super: 200 },
    },
    {
      method: 'GET',
      path: (i) => `/companies/listPlan/${i.own}`,
      expect: { user: 200, admin: 200, other: 404, super: 200 },
    },
    { method: 'POST', path: () => '/companies', body: companyBody, expect: SUPER_ONLY(201) },
    {
      method: 'PUT',
      path: (i) => `/companies/${i.scratch}`,
      body: (_n, i) => companyBody(0, i),
      expect: SUPER_ONLY(200),
    },
    { method: 'GET', path: (i) => `/companies/${i.scratch}/user`, expect: SUPER_ONLY(200) },
    {
      method: 'PUT',
      path: (i) => `/companies/${i.scratch}/user`,
      body: () => ({ name: 'Dona', email: 'dona@matriz.test' }),
      expect: SUPER_ONLY(200),
    },
    { method: 'DELETE', path: (i) => `/companies/${i.doomed}`, expect: SUPER_ONLY(200) },
    { method: 'GET', path: () => '/plans/all', expect: EVERYONE },
    { method: 'GET', path: (i) => `/plans/${i.plan}`, expect: EVERYONE },
    { method: 'POST', path: () => '/plans', body: planBody, expect: SUPER_ONLY(201) },
    {
      method: 'PUT',
      path: (i) => `/plans/${i.spare}`,
      body: () => planBody(0),
      expect: SUPER_ONLY(200),
    },
    { method: 'DELETE', path: (i) => `/plans/${i.spare}`, expect: SUPER_ONLY(200) },
    { method: 'GET', path: () => '/helps', expect: EVERYONE },
    { method: 'GET', path: () => '/helps/list', expect: EVERYONE },
    { method: 'GET', path: (i) => `/helps/${i.help}`, expect: EVERYONE },
    { method: 'POST', path: () => '/helps', body: helpBody, expect: SUPER_ONLY(201) },
    { method: 'PUT', path: (i) => `/helps/${i.help}`, body: helpBody, expect: SUPER_ONLY(200) },
    { method: 'DELETE', path: (i) => `/helps/${i.help}`, expect: SUPER_ONLY(200) },
  ];
  const named = { own: 0, scratch: 0, doomed: 0, plan: 0, spare: 0, help: 0 };
  return rows.map((row) => [`${row.method} ${row.path(named).replace(/\/0\b/, '/{id}')}`, row]);
}

describe('who reaches company, plan and help administration', () => {
  let t: TestApp;
  let sessions: Record<Role, Session>;
  let ids: Ids;
  beforeAll(async () => {
    t = await startTestApp();
    const root = await superLogin(t);
    const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const user = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const { admin: other } = await t.signupCompany('Empresa Terceira');
    sessions = { super: root, admin, user, other };
    const plan = (await t.request('GET', '/plans/list')).json()[0].id as number;
    const make = async (url: string, body: object) => {
      const res = await t.request('POST', url, root.token, body);
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().id as number;
    };
    ids = {
      own: admin.user.companyId,
      scratch: await make('/companies', companyBody(1000, { plan })),
      doomed: await make('/companies', companyBody(1001, { plan })),
      plan,
      spare: await make('/plans', planBody(1000)),
      help: await make('/helps', helpBody(1000)),
    };
  });
  afterAll(() => t.close());

  let n = 0;
  it.each(matrix())('%s', async (_name, row) => {
    for (const role of ['user', 'admin', 'other', 'super'] as Role[]) {
      n += 1;
      const res = await t.request(
        row.method,
        row.path(ids),
        sessions[role].token,
        row.body?.(n, ids),
      );
      expect(res.statusCode, `${role}: ${res.body}`).toBe(row.expect[role]);
      if (res.statusCode === 403) expect(res.json().error).toBe('ERR_NO_PERMISSION');
    }
  });
});
