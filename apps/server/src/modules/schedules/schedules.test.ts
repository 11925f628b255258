import { companyChannel, SCHEDULE_MESSAGES, type ServerEvents } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetClock, phoneInbox, phoneReceives, sweepCtxOf } from '../../../test/automation-kit';
import {
  eventually,
  openDemoDesk,
  record,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import type { SweepCtx } from '../../jobs/sweep';
import { dispatchSchedules } from './schedule-dispatch';
import { deliverSchedule } from './schedule-send';
import { sendScheduleJob } from './schedule-send.job';
import { claimDue } from './schedules.repo';
import { contactOf, inMinutes, multipart, scheduleFor, statusOf } from './schedules.testkit';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('schedules: saved for later, sent once at sendAt on the contact’s ticket', () => {
  const clock = offsetClock();
  let t: TestApp;
  let desk: Desk;
  let sweep: SweepCtx;
  let token: string;
  let n = 0;
  /** A fresh contact per test, so each phone's inbox tells only that test's story. */
  const newContact = () => contactOf(t, token, `Cliente Agenda ${++n}`, `55119700010${10 + n}`);
  const inbox = (number: string) => phoneInbox(t, token, desk.connectionId, number);
  const dispatch = () => dispatchSchedules(sweep);

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
    token = desk.admin.token;
    sweep = sweepCtxOf(t);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses bad input with the reason, as 400, and stores nothing', async () => {
    const contact = await newContact();
    const post = (body: object) => t.request('POST', '/schedules', token, body);
    const past = await post({
      contactId: contact.id,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, -5),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(`sendAt: ${SCHEDULE_MESSAGES.sendAtPast}`);
    const noContact = await post({
      contactId: 999_999,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, 5),
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().message).toBe(`contactId: ${SCHEDULE_MESSAGES.contactNotFound}`);
    const noConnection = await post({
      contactId: contact.id,
      body: 'Olá, tudo bem?',
      sendAt: inMinutes(t, 5),
      whatsappId: 999_999,
    });
    expect(noConnection.statusCode).toBe(400);
    expect(noConnection.json().message).toBe(`whatsappId: ${SCHEDULE_MESSAGES.connectionNotFound}`);
    const empty = await post({ contactId: contact.id, body: '  ', sendAt: inMinutes(t, 5) });
    expect(empty.json().message).toBe(`body: ${SCHEDULE_MESSAGES.emptyMessage}`);
    const short = await post({ contactId: contact.id, body: ' Oi  ', sendAt: inMinutes(t, 5) });
    expect([short.statusCode, short.json().fields]).toEqual([
      400,
      { body: 'Mensagem muito curta' },
    ]);
    // the written message that is long enough, and an attachment that is not an image
    const saved = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Olá!!',
      sendAt: inMinutes(t, 5),
    });
    const pdf = multipart(
      {},
      { field: 'file', name: 'boleto.pdf', type: 'application/pdf', data: PDF },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/schedules/${saved.id}/media-upload`,
      headers: { authorization: `Bearer ${token}`, ...pdf.headers },
      payload: pdf.payload,
    });
    expect([refused.statusCode, refused.json().fields]).toEqual([
      400,
      { file: 'Apenas imagens png, jpg ou jpeg' },
    ]);
    expect((await statusOf(t, token, saved.id)).mediaName).toBeNull();
    await t.request('DELETE', `/schedules/${saved.id}`, token);
    for (const bad of [
      { contactId: contact.id, body: 'Olá, tudo bem?' },
      { contactId: contact.id, body: 'Olá, tudo bem?', sendAt: 'amanhã' },
      { contactId: 'x', body: 'Olá, tudo bem?', sendAt: inMinutes(t, 5) },
      'não é json',
    ]) {
      expect((await post(bad as object)).statusCode).toBe(400);
    }
    const list = await t.request('GET', `/schedules?contactId=${contact.id}`, token);
    expect(list.json()).toEqual({ schedules: [], hasMore: false });
  });

  it('waits until sendAt, then the phone receives it once, stored on a ticket, heard live', async () => {
    const contact = await newContact();
    const socket = await t.connectSocket(token);
    const heard = record(socket, companyChannel(desk.admin.user.companyId, 'schedule'));
    const created = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Lembrete da consulta amanhã',
      sendAt: inMinutes(t, 10),
    });
    expect(created).toMatchObject({
      status: 'PENDENTE',
      whatsappId: desk.connectionId,
      contact: { id: contact.id, name: contact.name },
      ticketId: null,
    });

    await dispatch();
    expect((await statusOf(t, token, created.id)).status).toBe('PENDENTE');
    expect(await inbox(contact.number)).toEqual([]);

    await clock.ahead(11, dispatch);
    const sent = await statusOf(t, token, created.id);
    expect(sent).toMatchObject({ status: 'ENVIADA', error: null });
    expect(sent.sentAt).not.toBeNull();
    expect(await inbox(contact.number)).toEqual(['Lembrete da consulta amanhã']);
    const messages = (await t.request('GET', `/messages/${sent.ticketId}`, token)).json();
    expect(messages.messages).toEqual([
      expect.objectContaining({
        body: 'Lembrete da consulta amanhã',
        fromMe: true,
        sendStatus: 'sent',
      }),
    ]);
    const ticket = (await t.request('GET', `/tickets/${sent.ticketId}`, token)).json();
    expect(ticket).toMatchObject({ contactId: contact.id, status: 'open' });

    await clock.ahead(30, () => Promise.all([dispatch(), dispatch()]));
    expect(await inbox(contact.number)).toEqual(['Lembrete da consulta amanhã']);
    await eventually(() =>
      expect(
        (heard as ServerEvents['schedule'][]).map((e) =>
          e.action === 'delete' ? e.action : `${e.action} ${e.schedule.status}`,
        ),
      ).toEqual(['create PENDENTE', 'update AGENDADA', 'update ENVIADA']),
    );
  });

  it('sweeps and jobs racing for the same schedule send it exactly once', async () => {
    const contact = await newContact();
    const s = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Só uma vez',
      sendAt: inMinutes(t, 3),
    });
    const ctx = sweep.company(desk.admin.user.companyId);
    await clock.ahead(4, () =>
      Promise.all([dispatch(), dispatch(), deliverSchedule(ctx, s.id), deliverSchedule(ctx, s.id)]),
    );
    expect((await statusOf(t, token, s.id)).status).toBe('ENVIADA');
    expect(await inbox(contact.number)).toEqual(['Só uma vez']);
  });

  it('a claim a crash left unsettled is reported ERRO of unknown outcome and never re-sent', async () => {
    const contact = await newContact();
    const s = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Talvez tenha ido',
      sendAt: inMinutes(t, 5),
    });
    // a worker claims it and dies before sending or settling
    const claimed = await clock.ahead(6, () =>
      claimDue(t.deps.db, desk.admin.user.companyId, s.id, clock.now()),
    );
    expect(claimed?.status).toBe('AGENDADA');
    await clock.ahead(7, dispatch); // a minute on: the send may still be under way
    expect((await statusOf(t, token, s.id)).status).toBe('AGENDADA');

    await clock.ahead(10, dispatch);
    expect(await statusOf(t, token, s.id)).toMatchObject({
      status: 'ERRO',
      error: SCHEDULE_MESSAGES.unknownOutcome,
    });
    await clock.ahead(20, dispatch);
    expect(await inbox(contact.number)).toEqual([]);

    // the user may decide: send it again at a new time
    const again = await t.request('PUT', `/schedules/${s.id}`, token, {
      contactId: contact.id,
      body: 'Talvez tenha ido',
      sendAt: inMinutes(t, 30),
    });
    expect(again.json()).toMatchObject({ status: 'PENDENTE', error: null });
  });

  it('the durable job sends it when the app clock reaches sendAt', async () => {
    const contact = await newContact();
    const s = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Pelo job',
      sendAt: inMinutes(t, 2),
    });
    await clock.ahead(3, async () => {
      await t.runtime.jobs.send(sendScheduleJob, {
        companyId: desk.admin.user.companyId,
        scheduleId: s.id,
      });
      await phoneReceives(t, token, desk.connectionId, contact.number, 'Pelo job');
      await eventually(async () => expect((await statusOf(t, token, s.id)).status).toBe('ENVIADA'));
    });
  });

  it('edits and deletes before it goes; a sent one can no longer change', async () => {
    const contact = await newContact();
    const s = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Primeira versão',
      sendAt: inMinutes(t, 5),
    });
    const later = inMinutes(t, 60);
    const put = await t.request('PUT', `/schedules/${s.id}`, token, {
      contactId: contact.id,
      body: 'Segunda versão',
      sendAt: later,
    });
    expect(put.json()).toMatchObject({ body: 'Segunda versão', sendAt: later, status: 'PENDENTE' });
    await clock.ahead(10, dispatch); // its old time: nothing goes
    expect(await inbox(contact.number)).toEqual([]);
    await clock.ahead(61, dispatch);
    expect(await inbox(contact.number)).toEqual(['Segunda versão']);
    const refused = await t.request('PUT', `/schedules/${s.id}`, token, {
      contactId: contact.id,
      body: 'Terceira',
      sendAt: inMinutes(t, 90),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SCHEDULE_MESSAGES.alreadySent);

    const other = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Cancelado',
      sendAt: inMinutes(t, 5),
    });
    expect((await t.request('DELETE', `/schedules/${other.id}`, token)).statusCode).toBe(200);
    expect((await t.request('GET', `/schedules/${other.id}`, token)).statusCode).toBe(404);
    await clock.ahead(10, dispatch);
    expect(await inbox(contact.number)).toEqual(['Segunda versão']);
  });

  it('lists by time with search, and by the calendar’s range', async () => {
    const contact = await contactOf(t, token, 'Joana Busca', '5511970009999');
    const first = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Aniversário',
      sendAt: inMinutes(t, 2 * 24 * 60),
    });
    const second = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Renovação do contrato',
      sendAt: inMinutes(t, 24 * 60),
    });
    const byName = await t.request('GET', '/schedules?searchParam=joana', token);
    expect(byName.json().schedules.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    const byBody = await t.request('GET', '/schedules?searchParam=renovacao', token);
    expect(byBody.json().schedules.map((s: { id: number }) => s.id)).toEqual([second.id]);
    const range = new URLSearchParams({ start: inMinutes(t, 36 * 60), end: inMinutes(t, 72 * 60) });
    const inRange = await t.request('GET', `/schedules?${range}`, token);
    expect(inRange.json()).toEqual({
      schedules: [expect.objectContaining({ id: first.id })],
      hasMore: false,
    });
  });

  it('a channel that refuses the send leaves ERRO with its reason', async () => {
    const contact = await newContact();
    const s = await scheduleFor(t, token, {
      contactId: contact.id,
      body: 'Sem conexão',
      sendAt: inMinutes(t, 2),
    });
    await t.request('DELETE', `/whatsappsession/${desk.connectionId}`, token);
    await clock.ahead(3, dispatch);
    expect(await statusOf(t, token, s.id)).toMatchObject({
      status: 'ERRO',
      error: 'O telefone simulado não está conectado',
    });
  });
});
