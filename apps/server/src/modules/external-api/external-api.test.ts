import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { companies, plans } from '../../db/schema';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** POST /api/messages/send as an integrator: a connection's token, JSON or multipart. */
describe('external send API', () => {
  let t: TestApp;
  let desk: Desk;
  let token: string;
  const conn = () => ({ id: desk.connectionId, companyId: desk.admin.user.companyId, name: '' });
  const phone = async (number: string) =>
    (await t.runtime.channels.sandbox.conversation(conn(), number))
      .filter((m) => m.direction === 'out')
      .map((m) => m.mediaName ?? m.body);
  const send = (body: unknown, headers: Record<string, string> = {}, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: { authorization: `Bearer ${auth}`, ...headers },
      payload: body as object,
    });
  const ticket = async (id: number) =>
    (await t.request('GET', `/tickets/${id}`, desk.admin.token)).json();

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    const connection = (
      await t.request('GET', `/whatsapp/${desk.connectionId}`, desk.admin.token)
    ).json();
    token = connection.token;
    expect(token).toMatch(/\S{16,}/);
  });
  afterAll(() => t.close());

  it('sends a text to a new number: the phone gets it once, kept on a closed ticket', async () => {
    const res = await send({ number: '5511966660001', body: 'Seu pedido saiu para entrega' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ message: 'Mensagem enviada', ticketStatus: 'closed' });
    expect(answer.messageIds).toHaveLength(1);
    await eventually(async () =>
      expect(await phone('5511966660001')).toEqual(['Seu pedido saiu para entrega']),
    );
    expect((await ticket(answer.ticketId)).status).toBe('closed');
    const history = (
      await t.request('GET', `/messages/${answer.ticketId}`, desk.admin.token)
    ).json();
    expect(
      history.messages.map((m: { body: string; fromMe: boolean }) => [m.body, m.fromMe]),
    ).toEqual([['Seu pedido saiu para entrega', true]]);
  });

  it('saveOnTicket leaves the ticket waiting; the next send joins it and closeTicket closes it', async () => {
    const first = (
      await send({ number: '5511966660002', body: 'Olá!', saveOnTicket: true })
    ).json();
    expect(first.ticketStatus).toBe('pending');
    expect((await ticket(first.ticketId)).status).toBe('pending');
    const second = (
      await send({ number: '5511966660002', body: 'Até logo', closeTicket: true })
    ).json();
    expect(second.ticketId).toBe(first.ticketId);
    expect(second.ticketStatus).toBe('closed');
    expect((await ticket(first.ticketId)).status).toBe('closed');
    await eventually(async () =>
      expect(await phone('5511966660002')).toEqual(['Olá!', 'Até logo']),
    );
  });

  it('sends files given as multipart under medias, with the text on the first', async () => {
    const upload = multipart(
      { number: '5511966660003', body: 'Segue o boleto' },
      {
        field: 'medias',
        name: 'boleto.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%x\n'),
      },
    );
    const key = { 'idempotency-key': 'boleto-88' };
    const res = await send(upload.payload, { ...upload.headers, ...key });
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect(await phone('5511966660003')).toEqual(['boleto.pdf']));

    // a retry of the same send is answered again; the key on another send is refused
    const retry = await send(upload.payload, { ...upload.headers, ...key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = multipart(
      { number: '5511966660003', body: 'Segue o outro boleto' },
      { field: 'medias', name: 'b.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n') },
    );
    const refused = await send(other.payload, { ...other.headers, ...key });
    expect(refused.statusCode).toBe(422);

    // eleven files: the limit is named on the field, not as a request too large
    const pdf = (i: number) => ({
      field: 'medias',
      name: `doc${i}.pdf`,
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n'),
    });
    const eleven = multipart(
      { number: '5511966660003', body: 'Muitos' },
      ...Array.from({ length: 11 }, (_, i) => pdf(i)),
    );
    const tooMany = await send(eleven.payload, eleven.headers);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().fields).toEqual({ medias: 'No máximo 10 arquivos por envio' });
    expect(refused.json().error).toBe('ERR_IDEMPOTENCY_KEY_REUSED');
    expect(await phone('5511966660003')).toEqual(['boleto.pdf']);
  });

  it('refuses a bad or missing token with 401 "Acesso não permitido"', async () => {
    for (const auth of ['not-a-token', desk.admin.token]) {
      const res = await send({ number: '5511966660004', body: 'x' }, {}, auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: 'ERR_UNAUTHORIZED',
        message: 'Acesso não permitido',
      });
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/messages/send', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(await phone('5511966660004')).toEqual([]);
  });

  it('names the field of bad input, and refuses a number that is not on WhatsApp', async () => {
    const masked = await send({ number: '+55 (11) 96666-0005', body: 'x' });
    expect(masked.statusCode).toBe(400);
    expect(Object.keys(masked.json().fields)).toEqual(['number']);
    const empty = await send({ number: '5511966660005' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: 'Required' });
    // a JSON number is read as the digits it is; a value of another kind is named as such
    const asNumber = await send({ number: 5511966660015, body: 'Número sem aspas' });
    expect(asNumber.statusCode, asNumber.body).toBe(200);
    await eventually(async () =>
      expect(await phone('5511966660015')).toEqual(['Número sem aspas']),
    );
    const wrongKind = await send({ number: true, body: 'x' });
    expect(wrongKind.json().fields).toEqual({
      number: 'Envie o número como texto, só com dígitos',
    });
    const missing = await send({ body: 'x' });
    expect(missing.json().fields).toEqual({ number: 'Required' });
    const notJson = await send('{"number": ', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    await t.request(
      'PUT',
      `/sandbox/${desk.connectionId}/numbers/5511966660006`,
      desk.admin.token,
      {
        onWhatsapp: false,
      },
    );
    const invalid = await send({ number: '5511966660006', body: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: 'ERR_WAPP_INVALID_CONTACT',
      fields: { number: 'Este não é um número de WhatsApp válido' },
    });
    const contacts = (
      await t.request('GET', '/contacts?searchParam=5511966660006', desk.admin.token)
    ).json();
    expect(contacts.count).toBe(0);
  });

  it('sends once per Idempotency-Key, giving a retry the first answer', async () => {
    const headers = { 'idempotency-key': 'pedido-4711' };
    const first = await send({ number: '5511966660007', body: 'Pedido 4711 confirmado' }, headers);
    const retry = await send({ number: '5511966660007', body: 'Pedido 4711 confirmado' }, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await send(
      { number: '5511966660007', body: 'Pedido 4711 confirmado' },
      {
        'idempotency-key': 'pedido-4711-b',
      },
    );
    expect(other.json().messageIds).not.toEqual(first.json().messageIds);
    await eventually(async () => expect(await phone('5511966660007')).toHaveLength(2));
    // the key of the first send reused for another one: refused, not answered as a retry
    for (const reuse of [
      { number: '5511966660007', body: 'Pedido 4712 confirmado' },
      { number: '5511966660017', body: 'Pedido 4711 confirmado' },
      { number: '5511966660007', body: 'Pedido 4711 confirmado', closeTicket: true },
    ]) {
      const refused = await send(reuse, headers);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'ERR_IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await phone('5511966660017')).toHaveLength(0);
    expect(await phone('5511966660007')).toHaveLength(2);
    const bad = await send(
      { number: '5511966660007', body: 'x' },
      { 'idempotency-key': 'com espaço' },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['key']);
  });

  it('answers 403 without the plan flag and 402 past the due date', async () => {
    const companyId = desk.admin.user.companyId;
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, companyId));
    await t.deps.db
      .update(plans)
      .set({ useExternalApi: false })
      .where(eq(plans.id, company!.planId!));
    const gated = await send({ number: '5511966660008', body: 'x' });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({
      error: 'ERR_PLAN_FEATURE_DISABLED',
      flag: 'useExternalApi',
    });
    await t.deps.db
      .update(plans)
      .set({ useExternalApi: true })
      .where(eq(plans.id, company!.planId!));

    await t.deps.db
      .update(companies)
      .set({ dueDate: '2020-01-31' })
      .where(eq(companies.id, companyId));
    const late = await send({ number: '5511966660008', body: 'x' });
    expect(late.statusCode).toBe(402);
    expect(late.json()).toMatchObject({ error: 'ERR_SUBSCRIPTION_EXPIRED' });
    expect(late.json().message).toContain('31/01/2020');
    await t.deps.db
      .update(companies)
      .set({ dueDate: company!.dueDate })
      .where(eq(companies.id, companyId));
    expect(await phone('5511966660008')).toEqual([]);
  });
});
