import { NOTIFY_MESSAGES, WEEKDAYS, WEEKLY_HOURS_MESSAGES } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

const week = (): Array<Record<string, string>> => WEEKDAYS.map((d) => ({ ...d }));

describe('notification recipients', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  });
  afterAll(() => t.close());

  const add = (body: object, session = admin) =>
    t.request('POST', '/notify/user', session.token, body);

  it('starts with no recipients and no hours, with or without the trailing slash', async () => {
    for (const path of ['/notify/', '/notify']) {
      const res = await t.request('GET', path, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ users: [], schedules: [] });
    }
  });

  it('adds, edits and deletes a recipient; the list names the user', async () => {
    const created = await add({
      userId: agent.user.id,
      isActive: true,
      whatsappNumber: '5511988887777',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(created.json()).toEqual({
      id,
      userId: agent.user.id,
      name: 'Bruno Agente',
      whatsappNumber: '5511988887777',
      active: true,
    });

    const edited = await t.request('PUT', `/notify/user/${id}`, admin.token, {
      userId: agent.user.id,
      isActive: false,
      whatsappNumber: '5521977776666',
    });
    expect(edited.json()).toMatchObject({ id, whatsappNumber: '5521977776666', active: false });
    const list = (await t.request('GET', '/notify/', admin.token)).json();
    expect(list.users).toEqual([
      {
        id,
        userId: agent.user.id,
        name: 'Bruno Agente',
        whatsappNumber: '5521977776666',
        active: false,
      },
    ]);

    const removed = await t.request('DELETE', `/notify/user/${id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect((await t.request('GET', '/notify/', admin.token)).json().users).toEqual([]);
    const again = await t.request('DELETE', `/notify/user/${id}`, admin.token);
    expect(again.statusCode).toBe(404);
    const editGone = await t.request('PUT', `/notify/user/${id}`, admin.token, {
      userId: agent.user.id,
      isActive: true,
      whatsappNumber: '5511988887777',
    });
    expect(editGone.statusCode).toBe(404);
  });

  it('refuses a number that is not digits only, naming whatsappNumber', async () => {
    const cases: Array<[unknown, string]> = [
      ['(11) 98888-7777', NOTIFY_MESSAGES.digitsOnly],
      ['+5511988887777', NOTIFY_MESSAGES.digitsOnly],
      ['', 'Required'],
      [undefined, 'Required'],
      ['551198', 'Too Short!'],
      ['5511988887777123', 'Too Long!'],
    ];
    for (const [whatsappNumber, message] of cases) {
      const res = await add({ userId: agent.user.id, isActive: true, whatsappNumber });
      expect({ whatsappNumber, status: res.statusCode, fields: res.json().fields }).toEqual({
        whatsappNumber,
        status: 400,
        fields: { whatsappNumber: message },
      });
    }
    expect((await t.request('GET', '/notify/', admin.token)).json().users).toEqual([]);
  });

  it('needs a user of the company (404 otherwise), once; isActive is a boolean', async () => {
    const noUser = await add({ isActive: true, whatsappNumber: '5511988887777' });
    expect(noUser.json().fields).toEqual({ userId: 'Required' });
    const unknown = await add({ userId: 987654, isActive: true, whatsappNumber: '5511988887777' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ERR_NO_USER_FOUND');
    const notBoolean = await add({
      userId: agent.user.id,
      isActive: 'yes',
      whatsappNumber: '5511988887777',
    });
    expect(notBoolean.json().fields).toEqual({ isActive: 'Invalid value' });

    const first = await add({
      userId: admin.user.id,
      isActive: true,
      whatsappNumber: '5511911110000',
    });
    expect(first.statusCode).toBe(200);
    const twice = await add({
      userId: admin.user.id,
      isActive: true,
      whatsappNumber: '5511922220000',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ userId: NOTIFY_MESSAGES.userTaken });
    // another recipient may not take that user either
    const other = (
      await add({ userId: agent.user.id, isActive: true, whatsappNumber: '5511933330000' })
    ).json();
    const moved = await t.request('PUT', `/notify/user/${other.id}`, admin.token, {
      userId: admin.user.id,
      isActive: true,
      whatsappNumber: '5511933330000',
    });
    expect(moved.json().fields).toEqual({ userId: NOTIFY_MESSAGES.userTaken });
    for (const r of [first.json(), other]) {
      await t.request('DELETE', `/notify/user/${r.id}`, admin.token);
    }
  });

  it('saves the hours with POST or PUT /notify/time/, the day names following weekdayEn', async () => {
    const created = await t.request('POST', '/notify/time/', admin.token, { schedules: week() });
    expect(created.statusCode).toBe(200);
    expect((await t.request('GET', '/notify/', admin.token)).json().schedules).toEqual(week());

    const changed = week().map((d) =>
      d.weekdayEn === 'sunday' ? { ...d, weekday: 'x', startTime: '09:00', endTime: '13:00' } : d,
    );
    const updated = await t.request('PUT', '/notify/time', admin.token, { schedules: changed });
    expect(updated.statusCode).toBe(200);
    const saved = (await t.request('GET', '/notify/', admin.token)).json().schedules;
    expect(saved.at(-1)).toEqual({
      weekday: 'Domingo',
      weekdayEn: 'sunday',
      startTime: '09:00',
      endTime: '13:00',
    });
  });

  it('refuses bad hours naming the entry, and keeps the saved week', async () => {
    const before = (await t.request('GET', '/notify/', admin.token)).json().schedules;
    const badTime = week();
    badTime[1] = { ...badTime[1], endTime: '24:00' };
    const res = await t.request('PUT', '/notify/time/', admin.token, { schedules: badTime });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'schedules.1.endTime': WEEKLY_HOURS_MESSAGES.invalidTime });

    const backwards = week();
    backwards[4] = { ...backwards[4], startTime: '18:00', endTime: '08:00' };
    const reversed = await t.request('PUT', '/notify/time/', admin.token, { schedules: backwards });
    expect(reversed.json().fields).toEqual({
      'schedules.4.endTime': WEEKLY_HOURS_MESSAGES.endBeforeStart,
    });

    const repeated = [week()[0], week()[0]];
    const twice = await t.request('PUT', '/notify/time/', admin.token, { schedules: repeated });
    expect(twice.json().fields).toEqual({
      'schedules.1.weekdayEn': WEEKLY_HOURS_MESSAGES.repeatedDay,
    });
    const unknownDay = await t.request('PUT', '/notify/time/', admin.token, {
      schedules: [{ ...week()[0], weekdayEn: 'funday' }],
    });
    expect(unknownDay.json().fields).toEqual({
      'schedules.0.weekdayEn': 'Invalid value',
    });
    expect((await t.request('GET', '/notify/', admin.token)).json().schedules).toEqual(before);
  });

  it('is for admins: an agent gets 403 on every call', async () => {
    const calls: Array<[Parameters<TestApp['request']>[0], string, object?]> = [
      ['GET', '/notify/'],
      [
        'POST',
        '/notify/user',
        { userId: agent.user.id, isActive: true, whatsappNumber: '5511988887777' },
      ],
      [
        'PUT',
        '/notify/user/1',
        { userId: agent.user.id, isActive: true, whatsappNumber: '5511988887777' },
      ],
      ['DELETE', '/notify/user/1'],
      ['POST', '/notify/time/', { schedules: week() }],
      ['PUT', '/notify/time/', { schedules: week() }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method, path, agent.token, body);
      expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 403 });
    }
  });
});
