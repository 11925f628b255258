import { eq } from 'drizzle-orm';
import pino from 'pino';
import { whatsapps } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { checkWhatsappNumber } from './number-check';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const INVALID = 'Este não é um número de WhatsApp válido';

/**
 * Contacts and new tickets are checked on WhatsApp through the company's connection; the
 * demo company's simulated phone says which numbers are not on WhatsApp.
 */
describe('whatsapp number check', () => {
  let t: TestApp;
  let desk: Desk;
  const setNumber = async (number: string, is: object, token = desk.admin.token) =>
    t.request('PUT', `/sandbox/${desk.connectionId}/numbers/${number}`, token, is);
  const contactCount = async () =>
    (await t.request('GET', '/contacts', desk.admin.token)).json().count as number;

  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t, { bot: false });
    expect((await setNumber('5511955550000', { onWhatsapp: false })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses a contact whose number is not on WhatsApp, naming the field, and stores nothing', async () => {
    const before = await contactCount();
    const res = await t.request('POST', '/contacts', desk.admin.token, {
      name: 'Sem Zap',
      number: '+55 (11) 95555-0000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_WAPP_INVALID_CONTACT',
      message: INVALID,
      fields: { number: INVALID },
    });
    expect(await contactCount()).toBe(before);
  });

  it('saves a number that is on WhatsApp as digits', async () => {
    const res = await t.request('POST', '/contacts', desk.admin.token, {
      name: 'Com Zap',
      number: '+55 (11) 95555-0001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().number).toBe('5511955550001');
  });

  it('checks an edited number only when it changes', async () => {
    const created = (
      await t.request('POST', '/contacts', desk.admin.token, {
        name: 'Vai Sair',
        number: '5511955550002',
      })
    ).json();
    const moved = await t.request('PUT', `/contacts/${created.id}`, desk.admin.token, {
      name: 'Vai Sair',
      number: '5511955550000',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('ERR_WAPP_INVALID_CONTACT');
    // the number leaves WhatsApp later: renaming the contact is still allowed
    await setNumber('5511955550002', { onWhatsapp: false });
    const renamed = await t.request('PUT', `/contacts/${created.id}`, desk.admin.token, {
      name: 'Saiu do Zap',
      number: '5511955550002',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Saiu do Zap');
  });

  it('refuses a new ticket for a contact no longer on WhatsApp', async () => {
    const contact = (
      await t.request('POST', '/contacts', desk.admin.token, {
        name: 'Ticket Sem Zap',
        number: '5511955550003',
      })
    ).json();
    await setNumber('5511955550003', { onWhatsapp: false });
    const res = await t.request('POST', '/tickets', desk.admin.token, {
      contactId: contact.id,
      queueId: desk.atendimento,
      status: 'open',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_WAPP_INVALID_CONTACT',
      fields: { contactId: INVALID },
    });
    await setNumber('5511955550003', { onWhatsapp: true });
    const ok = await t.request('POST', '/tickets', desk.admin.token, {
      contactId: contact.id,
      queueId: desk.atendimento,
      status: 'open',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('lists what the simulated phone was told; another company cannot tell it anything', async () => {
    const listed = await t.request(
      'GET',
      `/sandbox/${desk.connectionId}/numbers`,
      desk.admin.token,
    );
    expect(listed.json().numbers).toContainEqual({
      number: '5511955550000',
      onWhatsapp: false,
      picture: false,
    });
    const other = await t.signupCompany('Empresa Vizinha');
    const refused = await setNumber('5511955550001', { onWhatsapp: false }, other.admin.token);
    expect(refused.statusCode).toBe(404);
    const peek = await t.request('GET', `/sandbox/${desk.connectionId}/numbers`, other.admin.token);
    expect(peek.statusCode).toBe(404);
    // an agent is not the customer's phone either
    expect(
      (await setNumber('5511955550001', { onWhatsapp: false }, desk.agent.token)).statusCode,
    ).toBe(403);
    expect((await setNumber('123', { onWhatsapp: false })).json().fields).toHaveProperty('number');
  });

  it('says the check failed, and stores nothing, when the connected channel cannot answer', async () => {
    const [row] = await t.deps.db
      .select({ state: whatsapps.channelState })
      .from(whatsapps)
      .where(eq(whatsapps.id, desk.connectionId));
    // the phone dropped its pairing while the connection still shows CONNECTED
    const setState = (state: Record<string, unknown>) =>
      t.deps.db
        .update(whatsapps)
        .set({ channelState: state })
        .where(eq(whatsapps.id, desk.connectionId));
    await setState({ paired: false });
    const before = await contactCount();
    try {
      const res = await t.request('POST', '/contacts', desk.admin.token, {
        name: 'Sem Resposta',
        number: '5511955550009',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'ERR_WAPP_CHECK_CONTACT',
        message: 'Não foi possível verificar o número: O telefone simulado não está conectado',
      });
      expect(await contactCount()).toBe(before);
    } finally {
      await setState(row!.state);
    }
  });

  it('answers valid, invalid or unchecked (with why) to the modules that check numbers', async () => {
    const ctx = {
      db: t.deps.db,
      companyId: desk.admin.user.companyId,
      channels: t.deps.channels,
      log: pino({ level: 'silent' }),
    };
    expect(await checkWhatsappNumber(ctx, '55 11 95555-0001')).toEqual({
      status: 'valid',
      number: '5511955550001',
    });
    expect(await checkWhatsappNumber(ctx, '5511955550000')).toEqual({
      status: 'invalid',
      number: '5511955550000',
    });
    const other = await t.signupCompany('Empresa Sem Conexão');
    expect(
      await checkWhatsappNumber({ ...ctx, companyId: other.company.id }, '5511955550000'),
    ).toEqual({ status: 'unchecked', number: '5511955550000', reason: 'no-connection' });

    // the default connection disconnected: numbers are taken as given (decision 0050)
    await t.request('DELETE', `/whatsappsession/${desk.connectionId}`, desk.admin.token);
    expect(await checkWhatsappNumber(ctx, '5511955550000')).toEqual({
      status: 'unchecked',
      number: '5511955550000',
      reason: 'not-connected',
    });
    const res = await t.request('POST', '/contacts', desk.admin.token, {
      name: 'Sem Verificação',
      number: '5511955550000',
    });
    expect(res.statusCode).toBe(200);
  });
});
