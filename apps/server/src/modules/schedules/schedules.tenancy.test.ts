import { companyChannel, SCHEDULE_MESSAGES, type ScheduleDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { contactOf, inMinutes, multipart, PNG, scheduleFor } from './schedules.testkit';

const pngUpload = () =>
  multipart(
    { typeArch: 'schedule' },
    { field: 'file', name: 'foto.png', type: 'image/png', data: PNG },
  );

/** Company B (signed up) against company A (the demo company): no schedule crosses over. */
describe('schedules: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aConnectionId: number;
  let aContact: { id: number };
  let aSchedule: ScheduleDTO;
  const upload = (id: number, token: string) => {
    const form = pngUpload();
    return t.app.inject({
      method: 'POST',
      url: `/api/schedules/${id}/media-upload`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await startTestApp();
    const desk = await openDemoDesk(t);
    a = desk.admin;
    aConnectionId = desk.connectionId;
    b = (await t.signupCompany('Empresa B')).admin;
    aContact = await contactOf(t, a.token, 'Segredo de A', '5511970002001');
    aSchedule = await scheduleFor(t, a.token, {
      contactId: aContact.id,
      body: 'Mensagem agendada de A',
      sendAt: inMinutes(t, 60),
    });
    aSchedule = (await upload(aSchedule.id, a.token)).json();
  });
  afterAll(() => t.close());

  it('B lists none of A’s schedules, whatever companyId or contactId it sends', async () => {
    const q = `searchParam=segredo&companyId=${a.user.companyId}&contactId=${aContact.id}`;
    expect((await t.request('GET', `/schedules?${q}`, b.token)).json()).toEqual({
      schedules: [],
      hasMore: false,
    });
    expect((await t.request('GET', '/schedules', b.token)).json().schedules).toEqual([]);
  });

  it('B cannot read, change, delete or download A’s schedule or its file', async () => {
    const url = `/schedules/${aSchedule.id}`;
    expect((await t.request('GET', url, b.token)).statusCode).toBe(404);
    const body = { contactId: aContact.id, body: 'tomado', sendAt: inMinutes(t, 90) };
    expect((await t.request('PUT', url, b.token, body)).statusCode).toBe(404);
    expect((await t.request('DELETE', url, b.token)).statusCode).toBe(404);
    expect((await t.request('DELETE', `${url}/media-upload`, b.token)).statusCode).toBe(404);
    expect((await upload(aSchedule.id, b.token)).statusCode).toBe(404);
    const file = await t.app.inject({
      method: 'GET',
      url: aSchedule.mediaUrl!,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(file.statusCode).toBe(404);
    const still = (await t.request('GET', url, a.token)).json();
    expect(still).toMatchObject({ body: 'Mensagem agendada de A', mediaName: 'foto.png' });
  });

  it('B cannot schedule to A’s contact or through A’s connection', async () => {
    const toA = await t.request('POST', '/schedules', b.token, {
      contactId: aContact.id,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, 30),
    });
    expect(toA.statusCode).toBe(400);
    expect(toA.json().message).toBe(`contactId: ${SCHEDULE_MESSAGES.contactNotFound}`);
    const bContact = await contactOf(t, b.token, 'Cliente de B', '5511970002002');
    const viaA = await t.request('POST', '/schedules', b.token, {
      contactId: bContact.id,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, 30),
      whatsappId: aConnectionId,
    });
    expect(viaA.statusCode).toBe(400);
    expect(viaA.json().message).toBe(`whatsappId: ${SCHEDULE_MESSAGES.connectionNotFound}`);
    // B has no connection of its own: the default one is missing, said plainly
    const noDefault = await t.request('POST', '/schedules', b.token, {
      contactId: bContact.id,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, 30),
    });
    expect(noDefault.statusCode).toBe(400);
    expect(noDefault.json()).toMatchObject({
      error: 'ERR_NO_DEF_WAPP_FOUND',
      message: SCHEDULE_MESSAGES.noDefaultConnection,
    });
    // and A's schedule cannot be pointed at B's contact either
    const moved = await t.request('PUT', `/schedules/${aSchedule.id}`, a.token, {
      contactId: bContact.id,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, 30),
    });
    expect(moved.statusCode).toBe(400);
  });

  it('B’s sockets hear none of A’s schedule events, even on A’s channel name', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'schedule'));
    const bHeardOnA = record(bSocket, companyChannel(a.user.companyId, 'schedule'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const created = await scheduleFor(t, a.token, {
      contactId: aContact.id,
      body: 'Nova de A',
      sendAt: inMinutes(t, 45),
    });
    await t.request('PUT', `/schedules/${created.id}`, a.token, {
      contactId: aContact.id,
      body: 'Nova de A, revista',
      sendAt: inMinutes(t, 50),
    });
    await t.request('DELETE', `/schedules/${created.id}`, a.token);
    await sleep(150);

    expect(aHeard).toEqual([
      { action: 'create', schedule: expect.objectContaining({ body: 'Nova de A' }) },
      { action: 'update', schedule: expect.objectContaining({ body: 'Nova de A, revista' }) },
      { action: 'delete', scheduleId: created.id },
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
