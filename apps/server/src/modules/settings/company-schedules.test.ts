import { WEEKDAYS, WEEKLY_HOURS_MESSAGES } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

const week = (): Array<Record<string, string>> => WEEKDAYS.map((d) => ({ ...d }));

describe('company hours: GET /companies/{id}, PUT /companies/{id}/schedules', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    id = admin.user.companyId;
  });
  afterAll(() => t.close());

  it('an admin reads the company with its week (the spec’s default for the demo)', async () => {
    const res = await t.request('GET', `/companies/${id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Empresa Demo', schedules: week() });
    // the company travels without secrets, as in /auth/me
    expect(res.json().settings.map((s: { key: string }) => s.key)).not.toContain('asaas');
  });

  it('saves a new week and answers the company with it', async () => {
    const schedules = week().map((d) =>
      d.weekdayEn === 'saturday' ? { ...d, startTime: '09:00', endTime: '13:00' } : d,
    );
    const res = await t.request('PUT', `/companies/${id}/schedules`, admin.token, {
      id,
      schedules,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, schedules });
    const read = (await t.request('GET', `/companies/${id}`, admin.token)).json();
    expect(read.schedules[5]).toEqual({
      weekday: 'Sábado',
      weekdayEn: 'saturday',
      startTime: '09:00',
      endTime: '13:00',
    });
  });

  it('refuses a bad time or a missing list with a 400 naming it; the week stays', async () => {
    const before = (await t.request('GET', `/companies/${id}`, admin.token)).json().schedules;
    const bad = week();
    bad[2] = { ...bad[2], startTime: '8h' };
    const res = await t.request('PUT', `/companies/${id}/schedules`, admin.token, {
      schedules: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'schedules.2.startTime': WEEKLY_HOURS_MESSAGES.invalidTime,
    });
    const none = await t.request('PUT', `/companies/${id}/schedules`, admin.token, {});
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['schedules']);
    expect((await t.request('GET', `/companies/${id}`, admin.token)).json().schedules).toEqual(
      before,
    );
  });

  it('an agent gets 403; another company’s id is 404', async () => {
    expect((await t.request('GET', `/companies/${id}`, agent.token)).statusCode).toBe(403);
    const put = await t.request('PUT', `/companies/${id}/schedules`, agent.token, {
      schedules: week(),
    });
    expect(put.statusCode).toBe(403);
    const b = (await t.signupCompany('Empresa Horários')).admin;
    expect((await t.request('GET', `/companies/${id}`, b.token)).statusCode).toBe(404);
    const foreign = await t.request('PUT', `/companies/${id}/schedules`, b.token, {
      id,
      schedules: [],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.request('GET', `/companies/${id}`, admin.token)).json().schedules).toHaveLength(
      7,
    );
    // B's own company answers B
    const own = await t.request('GET', `/companies/${b.user.companyId}`, b.token);
    expect(own.json()).toMatchObject({ id: b.user.companyId, name: 'Empresa Horários' });
  });
});
