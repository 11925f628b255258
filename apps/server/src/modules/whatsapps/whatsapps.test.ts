import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  DEMO_LOGINS,
  record,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

interface Connection {
  id: number;
  name: string;
  status: string;
  qrcode: string;
  isDefault: boolean;
  token: string;
  provider: string;
  queueIds: number[];
  [k: string]: unknown;
}

describe('connections (/whatsapp) and their session buttons', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let demoId: number;
  let queueIds: number[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const list: Connection[] = (await t.request('GET', '/whatsapp', admin.token)).json();
    demoId = list.find((c) => c.name === 'Telefone simulado')!.id;
    queueIds = (await t.request('GET', '/queue', admin.token))
      .json()
      .map((q: { id: number }) => q.id);
  });
  afterAll(() => t.close());

  const list = async (token = admin.token): Promise<Connection[]> =>
    (await t.request('GET', '/whatsapp', token)).json();
  const create = (body: Record<string, unknown>, token = admin.token) =>
    t.request('POST', '/whatsapp', token, body);

  it('the demo company starts with one connected, default sandbox connection and two queues', async () => {
    const [demo] = await list();
    expect(demo).toMatchObject({
      name: 'Telefone simulado',
      provider: 'sandbox',
      status: 'CONNECTED',
      isDefault: true,
    });
    expect(demo.queueIds).toEqual(queueIds);
    expect(queueIds).toHaveLength(2);
  });

  it('creates a sandbox connection with the spec defaults and a generated token for admins only', async () => {
    const res = await create({ name: 'Loja Centro', provider: 'sandbox' });
    expect(res.statusCode).toBe(200);
    const created: Connection = res.json();
    expect(created).toMatchObject({
      name: 'Loja Centro',
      provider: 'sandbox',
      isDefault: false,
      maxUseBotQueues: 3,
      expiresTicket: 0,
      timeUseBotQueues: 0,
      queueIds: [],
    });
    expect(created.token).toMatch(/^[0-9a-f]{48}$/);

    const asAdmin = (await list()).find((c) => c.id === created.id)!;
    expect(asAdmin.token).toBe(created.token);
    const asAgent = (await list(agent.token)).find((c) => c.id === created.id)!;
    expect(asAgent.token).toBe('');
    expect((await list(agent.token)).every((c) => c.token === '')).toBe(true);
    const oneAsAgent = (await t.request('GET', `/whatsapp/${created.id}`, agent.token)).json();
    expect(oneAsAgent.token).toBe('');
    const oneAsAdmin = (await t.request('GET', `/whatsapp/${created.id}`, admin.token)).json();
    expect(oneAsAdmin.token).toBe(created.token);

    // the token given by the admin is kept; an empty one on update is regenerated
    const updated = await t.request('PUT', `/whatsapp/${created.id}`, admin.token, {
      token: 'meu-token',
    });
    expect(updated.json().token).toBe('meu-token');
    const regenerated = await t.request('PUT', `/whatsapp/${created.id}`, admin.token, {
      token: '',
    });
    expect(regenerated.json().token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('validates the name: required, 2 to 50 characters', async () => {
    const short = await create({ name: 'A', provider: 'sandbox' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'ERR_VALIDATION', fields: { name: 'Too Short!' } });
    const long = await create({ name: 'x'.repeat(51), provider: 'sandbox' });
    expect(long.json().fields).toEqual({ name: 'Too Long!' });
    const blank = await create({ name: '   ', provider: 'sandbox' });
    expect(blank.json().fields).toEqual({ name: 'Required' });
    const missing = await create({ provider: 'sandbox' });
    expect(missing.json().fields).toEqual({ name: 'Required' });
    const rename = await t.request('PUT', `/whatsapp/${demoId}`, admin.token, { name: 'B' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().fields).toEqual({ name: 'Too Short!' });
    expect((await list()).some((c) => c.name === 'A' || c.name === 'B')).toBe(false);
  });

  it('a name already taken is named on its field, on create and on rename', async () => {
    const taken = {
      error: 'ERR_VALIDATION',
      fields: { name: 'Já existe uma conexão com este nome' },
    };
    const twin = await create({ name: 'Telefone simulado', provider: 'sandbox' });
    expect(twin.statusCode, twin.body).toBe(400);
    expect(twin.json()).toMatchObject(taken);
    const other = await create({ name: 'Filial Norte', provider: 'sandbox' });
    expect(other.statusCode, other.body).toBe(200);
    const rename = await t.request('PUT', `/whatsapp/${other.json().id}`, admin.token, {
      name: 'Telefone simulado',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject(taken);
    await t.request('DELETE', `/whatsapp/${other.json().id}`, admin.token);
  });

  it('requires a greeting when a connection has more than one queue', async () => {
    const res = await create({ name: 'Duas Filas', provider: 'sandbox', queueIds });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_WAPP_GREETING_REQUIRED',
      fields: { greetingMessage: 'Obrigatório' },
    });
    expect((await list()).some((c) => c.name === 'Duas Filas')).toBe(false);

    // one queue needs no greeting
    const single = await create({ name: 'Uma Fila', provider: 'sandbox', queueIds: [queueIds[0]] });
    expect(single.statusCode).toBe(200);
    const id = single.json().id;
    // adding a second queue without a greeting is refused; with one it is accepted
    const more = await t.request('PUT', `/whatsapp/${id}`, admin.token, { queueIds });
    expect(more.json().error).toBe('ERR_WAPP_GREETING_REQUIRED');
    const greeted = await t.request('PUT', `/whatsapp/${id}`, admin.token, {
      queueIds,
      greetingMessage: 'Olá! Escolha uma fila',
    });
    expect(greeted.statusCode).toBe(200);
    expect(greeted.json().queueIds).toEqual(queueIds);
    // clearing the greeting while two queues remain is refused
    const cleared = await t.request('PUT', `/whatsapp/${id}`, admin.token, {
      greetingMessage: ' ',
    });
    expect(cleared.json().error).toBe('ERR_WAPP_GREETING_REQUIRED');
    // the demo connection already has a greeting and two queues: renaming alone is fine
    const rename = await t.request('PUT', `/whatsapp/${demoId}`, admin.token, {
      name: 'Telefone simulado',
    });
    expect(rename.statusCode).toBe(200);
    await t.request('DELETE', `/whatsapp/${id}`, admin.token);
  });

  it('a new default unsets the old one; the only default cannot be unset', async () => {
    const res = await create({ name: 'Nova Padrão', provider: 'sandbox', isDefault: true });
    expect(res.json().isDefault).toBe(true);
    const newId = res.json().id;
    let all = await list();
    expect(all.filter((c) => c.isDefault).map((c) => c.id)).toEqual([newId]);

    const unset = await t.request('PUT', `/whatsapp/${newId}`, admin.token, { isDefault: false });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().error).toBe('ERR_NO_OTHER_WHATSAPP');
    expect(unset.json().message).toBe(
      'Deve haver pelo menos uma conexão padrão: marque outra como padrão',
    );

    // marking the demo one default again through PUT moves the flag back
    const back = await t.request('PUT', `/whatsapp/${demoId}`, admin.token, { isDefault: true });
    expect(back.json().isDefault).toBe(true);
    all = await list();
    expect(all.filter((c) => c.isDefault).map((c) => c.id)).toEqual([demoId]);
    // unsetting a connection that is not the default is harmless
    const noop = await t.request('PUT', `/whatsapp/${newId}`, admin.token, { isDefault: false });
    expect(noop.statusCode).toBe(200);
    await t.request('DELETE', `/whatsapp/${newId}`, admin.token);
  });

  it('deleting the default promotes the oldest remaining connection', async () => {
    // named to sort before the demo connection: promotion goes by age, not by name
    const other = (await create({ name: 'Aaa Filial', provider: 'sandbox' })).json();
    const doomed = (
      await create({ name: 'Temporária', provider: 'sandbox', isDefault: true })
    ).json();
    const socket = await t.connectSocket(admin.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'whatsapp'));

    const res = await t.request('DELETE', `/whatsapp/${doomed.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    const all = await list();
    expect(all.some((c) => c.id === doomed.id)).toBe(false);
    expect(all.filter((c) => c.isDefault).map((c) => c.id)).toEqual([demoId]);
    expect((await t.request('GET', `/whatsapp/${doomed.id}`, admin.token)).statusCode).toBe(404);
    await eventually(() => {
      expect(heard).toContainEqual({ action: 'delete', whatsappId: doomed.id });
      expect(heard).toContainEqual({
        action: 'update',
        whatsapp: expect.objectContaining({ id: demoId, isDefault: true, token: '' }),
      });
    });
    await t.request('DELETE', `/whatsapp/${other.id}`, admin.token);
    socket.disconnect();
  });

  it('an agent cannot create, update, delete or press the session buttons (403)', async () => {
    const forbidden = [
      await create({ name: 'Do Agente', provider: 'sandbox' }, agent.token),
      await t.request('PUT', `/whatsapp/${demoId}`, agent.token, { name: 'Tomada' }),
      await t.request('DELETE', `/whatsapp/${demoId}`, agent.token),
      await t.request('POST', `/whatsappsession/${demoId}`, agent.token),
      await t.request('PUT', `/whatsappsession/${demoId}`, agent.token),
      await t.request('DELETE', `/whatsappsession/${demoId}`, agent.token),
    ];
    for (const res of forbidden) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('ERR_NO_PERMISSION');
    }
    const demo = (await list()).find((c) => c.id === demoId)!;
    expect(demo).toMatchObject({ name: 'Telefone simulado', status: 'CONNECTED' });
    expect((await list()).some((c) => c.name === 'Do Agente')).toBe(false);
    // but may list and read them
    expect((await t.request('GET', `/whatsapp/${demoId}`, agent.token)).statusCode).toBe(200);
  });

  it('unknown connections answer 404 to every action', async () => {
    for (const [method, url] of [
      ['GET', '/whatsapp/999999'],
      ['PUT', '/whatsapp/999999'],
      ['DELETE', '/whatsapp/999999'],
      ['POST', '/whatsappsession/999999'],
      ['PUT', '/whatsappsession/999999'],
      ['DELETE', '/whatsappsession/999999'],
    ] as const) {
      const res = await t.request(method, url, admin.token, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('ERR_NO_WAPP_FOUND');
    }
  });

  it('a beta connection opens a Baileys session (OPENING); disconnect leaves it DISCONNECTED', async () => {
    const res = await create({ name: 'WhatsApp Beta' });
    expect(res.statusCode).toBe(200);
    const beta: Connection = res.json();
    // the socket (a fake in tests) is opening: the QR code comes from WhatsApp
    expect(beta).toMatchObject({ provider: 'beta', status: 'OPENING', qrcode: '' });
    for (const method of ['POST', 'PUT'] as const) {
      const start = await t.request(method, `/whatsappsession/${beta.id}`, admin.token);
      expect(start.statusCode).toBe(200);
      const after = (await t.request('GET', `/whatsapp/${beta.id}`, admin.token)).json();
      expect(after).toMatchObject({ status: 'OPENING', qrcode: '' });
    }
    const disconnect = await t.request('DELETE', `/whatsappsession/${beta.id}`, admin.token);
    expect(disconnect.statusCode).toBe(200);
    expect((await t.request('GET', `/whatsapp/${beta.id}`, admin.token)).json().status).toBe(
      'DISCONNECTED',
    );
    expect((await t.request('DELETE', `/whatsapp/${beta.id}`, admin.token)).statusCode).toBe(200);
  });

  it('whatsapp and whatsappSession events reach a socket of the company, without the token', async () => {
    const socket = await t.connectSocket(agent.token);
    const connections = record(socket, companyChannel(admin.user.companyId, 'whatsapp'));
    const sessions = record(socket, companyChannel(admin.user.companyId, 'whatsappSession'));

    const created: Connection = (await create({ name: 'Com Eventos', provider: 'sandbox' })).json();
    await eventually(() => {
      expect(connections).toContainEqual({
        action: 'update',
        whatsapp: expect.objectContaining({ id: created.id, name: 'Com Eventos', token: '' }),
      });
      expect(sessions).toContainEqual({
        action: 'update',
        session: expect.objectContaining({ id: created.id, status: 'OPENING' }),
      });
      expect(sessions).toContainEqual({
        action: 'update',
        session: expect.objectContaining({
          id: created.id,
          status: 'qrcode',
          qrcode: created.qrcode,
        }),
      });
    });
    for (const e of sessions as { session: Connection }[]) expect(e.session.token).toBe('');

    await t.request('PUT', `/whatsapp/${created.id}`, admin.token, { name: 'Renomeada' });
    await t.request('DELETE', `/whatsappsession/${created.id}`, admin.token);
    await eventually(() => {
      expect(connections).toContainEqual({
        action: 'update',
        whatsapp: expect.objectContaining({ id: created.id, name: 'Renomeada', token: '' }),
      });
      expect(sessions).toContainEqual({
        action: 'update',
        session: expect.objectContaining({ id: created.id, status: 'DISCONNECTED' }),
      });
    });
    await t.request('DELETE', `/whatsapp/${created.id}`, admin.token);
    await eventually(() =>
      expect(connections).toContainEqual({ action: 'delete', whatsappId: created.id }),
    );
    socket.disconnect();
  });

  it('the plan limits the number of connections (ERR_PLAN_LIMIT_CONNECTIONS names the limit)', async () => {
    const existing = (await list()).length;
    for (let i = existing; i < 5; i++) {
      const res = await create({ name: `Extra ${i}`, provider: 'sandbox' });
      expect(res.statusCode).toBe(200);
    }
    expect(await list()).toHaveLength(5);
    const over = await create({ name: 'Uma a mais', provider: 'sandbox' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('ERR_PLAN_LIMIT_CONNECTIONS');
    expect(over.json().message).toMatch(/\b5\b/);
    expect(await list()).toHaveLength(5);

    // deleting one frees a slot
    const extra = (await list()).find((c) => c.name.startsWith('Extra'))!;
    await t.request('DELETE', `/whatsapp/${extra.id}`, admin.token);
    expect((await create({ name: 'Agora cabe', provider: 'sandbox' })).statusCode).toBe(200);
  });
});
