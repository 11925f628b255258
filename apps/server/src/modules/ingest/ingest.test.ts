import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { SystemCtx } from '../../context';
import type { DomainEvent } from '../../events';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { ingest } from './ingest.service';

/** Channel events straight into ingest, as an adapter delivers them. */
describe('ingest of acks, edits, deletes, calls and groups', () => {
  let t: TestApp;
  let admin: Session;
  let ctx: SystemCtx;
  let connectionId: number;
  const events: DomainEvent[] = [];
  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    connectionId = (await t.request('GET', '/whatsapp', admin.token)).json()[0].id;
    const { db, clock, jobs, channels, media, secrets } = t.deps;
    ctx = {
      db,
      clock,
      jobs,
      channels,
      media,
      secrets,
      events: t.deps.events,
      companyId: admin.user.companyId,
      log: pino({ level: 'silent' }),
    };
    t.deps.events.on((e) => events.push(e));
  });
  afterAll(() => t.close());

  const base = () => ({ companyId: admin.user.companyId, connectionId });
  const from = { number: '5511955554444', name: 'Paulo', isGroup: false };
  const ticketOf = async (number: string) =>
    (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json().tickets[0];
  const messagesOf = async (ticketId: number) =>
    (await t.request('GET', `/messages/${ticketId}`, admin.token)).json().messages;

  it('moves acks only forward and emits only real changes', async () => {
    await ingest(ctx, {
      ...base(),
      kind: 'message',
      externalId: 'FROM-ME-1',
      from,
      fromMe: true,
      body: 'enviada do celular',
      mediaType: 'chat',
      timestamp: new Date(),
    });
    const ticket = await ticketOf(from.number);
    expect(ticket.unreadMessages).toBe(0);
    for (const ack of [3, 2, 1, 3])
      await ingest(ctx, { ...base(), kind: 'ack', externalId: 'FROM-ME-1', ack });
    const [message] = await messagesOf(ticket.id);
    expect(message).toMatchObject({ fromMe: true, ack: 3 });
    const ackUpdates = events.filter(
      (e) => e.type === 'message.updated' && e.message.id === message.id,
    );
    expect(ackUpdates).toHaveLength(1);
  });

  it('applies edits and deletes to the stored message, and to the lists’ preview', async () => {
    const says = (externalId: string, body: string) =>
      ingest(ctx, {
        ...base(),
        kind: 'message',
        externalId,
        from,
        fromMe: false,
        body,
        mediaType: 'chat',
        timestamp: new Date(),
      });
    await says('EDIT-1', 'texto original');
    await ingest(ctx, { ...base(), kind: 'edit', externalId: 'EDIT-1', body: 'texto corrigido' });
    const ticket = await ticketOf(from.number);
    expect((await messagesOf(ticket.id)).at(-1)).toMatchObject({
      body: 'texto corrigido',
      isEdited: true,
    });
    expect((await ticketOf(from.number)).lastMessage).toBe('texto corrigido');
    await ingest(ctx, { ...base(), kind: 'delete', externalId: 'EDIT-1' });
    expect((await messagesOf(ticket.id)).at(-1)).toMatchObject({ body: '', isDeleted: true });
    expect((await ticketOf(from.number)).lastMessage).toBe('Esta mensagem foi apagada');
    // a message with a newer one after it: the preview stays the newer one's
    await says('EDIT-2', 'segunda');
    await says('EDIT-3', 'terceira');
    await ingest(ctx, { ...base(), kind: 'delete', externalId: 'EDIT-2' });
    await ingest(ctx, { ...base(), kind: 'edit', externalId: 'EDIT-2', body: 'corrigida' });
    expect((await ticketOf(from.number)).lastMessage).toBe('terceira');
    // events about unknown messages change nothing
    await ingest(ctx, { ...base(), kind: 'delete', externalId: 'NEVER-SEEN' });
  });

  it('refuses calls when the company does not take them: the caller is asked to write', async () => {
    await setting('call', 'disabled');
    const call = {
      ...base(),
      kind: 'call' as const,
      externalId: 'CALL-REFUSED-1',
      from: { number: '5511944442222', name: 'Sérgio', isGroup: false },
      timestamp: new Date('2026-11-22T13:07:00Z'),
    };
    await ingest(ctx, call);
    await ingest(ctx, call); // delivered twice: asked once
    const ticket = await ticketOf('5511944442222');
    const messages = await messagesOf(ticket.id);
    // then the bot's greeting, as for any first contact
    expect(messages.slice(0, 2).map((m: { body: string }) => m.body)).toEqual([
      'Chamada de voz/vídeo perdida às 10:07',
      '*Mensagem automática:* as chamadas de voz e vídeo estão desabilitadas neste WhatsApp. Por favor, envie uma mensagem de texto. Obrigado!',
    ]);
    expect(messages.filter((m: { body: string }) => m.body.includes('desabilitadas'))).toHaveLength(
      1,
    );
    await setting('call', 'enabled');
  });

  it('records a missed call as a call_log message', async () => {
    await ingest(ctx, {
      ...base(),
      kind: 'call',
      externalId: 'CALL-1',
      from: { number: '5511944443333', name: 'Rita', isGroup: false },
      timestamp: new Date('2026-11-22T13:05:00Z'),
    });
    const ticket = await ticketOf('5511944443333');
    const [call] = await messagesOf(ticket.id);
    expect(call).toMatchObject({
      mediaType: 'call_log',
      body: 'Chamada de voz/vídeo perdida às 10:05',
    });
  });

  const groupSays = (externalId: string, name: string) =>
    ingest(ctx, {
      ...base(),
      kind: 'message',
      externalId,
      from: { number: '120363025@g.us', name, isGroup: true },
      fromMe: false,
      body: 'oi grupo',
      participant: '5511933332222',
      participantName: 'Ana Souza',
      mediaType: 'chat',
      timestamp: new Date(),
    });
  const setting = async (key: string, value: string) => {
    const res = await t.request('PUT', `/settings/${key}`, admin.token, { value });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('ignores groups while "Ignorar mensagens de grupos" is on: no contact, no ticket', async () => {
    await groupSays('GROUP-IGNORED-1', 'Grupo Ignorado');
    await ingest(ctx, {
      ...base(),
      kind: 'call',
      externalId: 'GROUP-CALL-1',
      from: { number: '120363025@g.us', name: 'Grupo Ignorado', isGroup: true },
      timestamp: new Date(),
    });
    expect(await ticketOf('120363025')).toBeUndefined();
    const contacts = await t.request('GET', '/contacts?searchParam=Grupo%20Ignorado', admin.token);
    expect(contacts.json().contacts).toEqual([]);
  });

  it('flags group conversations on the contact and the ticket', async () => {
    await setting('CheckMsgIsGroup', 'disabled');
    await groupSays('GROUP-1', 'Grupo Vendas');
    const ticket = (
      await t.request('GET', '/tickets?searchParam=Grupo%20Vendas', admin.token)
    ).json().tickets[0];
    expect(ticket).toMatchObject({
      isGroup: true,
      contact: { isGroup: true, number: '120363025@g.us' },
    });
    // the member who wrote it comes back with the message (spec 1 §3 Message.contact)
    const received = (await messagesOf(ticket.id)).filter((m: { fromMe: boolean }) => !m.fromMe);
    expect(received).toMatchObject([
      { body: 'oi grupo', participant: '5511933332222', participantName: 'Ana Souza' },
    ]);
  });

  it('the function’s previous form (a process of the version before, mid-deploy) still stores', async () => {
    const stored = await t.deps.db.execute(
      sql`select body, participant, participant_name from ingest_message(
        ${admin.user.companyId}::int, ${connectionId}::int, '120363026@g.us', 'Grupo Compras',
        true, 'GROUP-OLD-1', 'pela versão anterior', false, 'chat', null, null, null,
        '5511933334444', now(), 'pela versão anterior')`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([
      { body: 'pela versão anterior', participant: '5511933334444', participant_name: null },
    ]);
    const ticket = (
      await t.request('GET', '/tickets?searchParam=Grupo%20Compras', admin.token)
    ).json().tickets[0];
    const received = (await messagesOf(ticket.id)).filter((m: { fromMe: boolean }) => !m.fromMe);
    expect(received).toMatchObject([
      { body: 'pela versão anterior', participant: '5511933334444', participantName: null },
    ]);
    // that version opens the waiting cycle itself, after the function
    const cycles = await t.deps.db.execute(
      sql`select count(*)::int as n from ticket_trackings where ticket_id = ${ticket.id}`,
    );
    expect((cycles as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });

  it('the function’s form before 0040 (the number already resolved) still stores and opens the cycle', async () => {
    const stored = await t.deps.db.execute(
      sql`select body from ingest_message(
        ${admin.user.companyId}::int, ${connectionId}::int, '5511977776666', 'Cliente anterior',
        false, 'PREV-0037-1', 'pela versão de ontem', false, 'chat', null, null, null,
        null, null, now(), 'pela versão de ontem', now())`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([
      { body: 'pela versão de ontem' },
    ]);
    const ticket = (
      await t.request('GET', '/tickets?searchParam=5511977776666', admin.token)
    ).json().tickets[0];
    const cycles = await t.deps.db.execute(
      sql`select count(*)::int as n from ticket_trackings where ticket_id = ${ticket.id}`,
    );
    expect((cycles as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it('leaves participant null on a 1:1 message', async () => {
    await ingest(ctx, {
      ...base(),
      kind: 'message',
      externalId: 'DIRECT-1',
      from: { number: '5511922221111', name: 'Lia', isGroup: false },
      fromMe: false,
      body: 'oi direto',
      mediaType: 'chat',
      timestamp: new Date(),
    });
    const [message] = await messagesOf((await ticketOf('5511922221111')).id);
    expect(message).toMatchObject({ body: 'oi direto', participant: null, participantName: null });
  });

  it('ignores events of a connection of another company', async () => {
    const other = await t.signupCompany('Outra Ingest');
    // what the earlier tests set going may still be heard: only this company's events count
    const ofOther = () => events.filter((e) => e.companyId === other.admin.user.companyId).length;
    const before = ofOther();
    await ingest(
      { ...ctx, companyId: other.admin.user.companyId },
      {
        companyId: other.admin.user.companyId,
        connectionId,
        kind: 'message',
        externalId: 'X-1',
        from,
        fromMe: false,
        body: 'cruzado',
        mediaType: 'chat',
        timestamp: new Date(),
      },
    );
    expect(ofOther()).toBe(before);
    expect(
      (await t.request('GET', '/tickets?searchParam=cruzado', other.admin.token)).json().tickets,
    ).toEqual([]);
  });
});
