import type { CampaignDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { createCampaign, seedList } from './campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
const HOUR = 60 * 60_000;

describe('campaigns: fields, validation, status machine and edit window', () => {
  const clock = testClock();
  let t: TestApp;
  let desk: Desk;
  let listId: number;
  const base = () => ({
    name: 'Promoção',
    confirmation: 'Desabilitada',
    message1: 'Olá {nome}',
    whatsappId: desk.connectionId,
    contactListId: listId,
  });

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
    // two recipients: with the default 20 s between sends (on the test's clock, which stays
    // put), a started campaign sends one and is still EM_ANDAMENTO, however fast the jobs run
    listId = await seedList(t, desk.admin.user.companyId, 'Clientes', [
      { name: 'Ana', number: '5511900000001' },
      { name: 'Bruno', number: '5511900000002' },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  it('creates an INATIVA campaign with every field, lists and searches it', async () => {
    const created = await createCampaign(t, desk.admin.token, {
      ...base(),
      message2: 'Oi {nome}',
      companyId: 999, // ignored: the session says
    });
    expect(created).toMatchObject({
      name: 'Promoção',
      status: 'INATIVA',
      confirmation: false,
      message1: 'Olá {nome}',
      message2: 'Oi {nome}',
      contactList: { name: 'Clientes' },
      whatsapp: { name: expect.any(String) },
      scheduledAt: null,
      completedAt: null,
    });
    const page = await t.request('GET', '/campaigns?searchParam=promo', desk.admin.token);
    expect(page.json().records.map((c: CampaignDTO) => c.id)).toContain(created.id);
    const none = await t.request('GET', '/campaigns?searchParam=zzz', desk.admin.token);
    expect(none.json()).toEqual({ records: [], hasMore: false });
  });

  it("answers 400 with the spec's texts for bad input, never 500", async () => {
    const tag = await t.request('POST', '/tags', desk.admin.token, { name: 'Clientes VIP' });
    expect(tag.statusCode, tag.body).toBe(200);
    const cases: Array<[object, Record<string, string>]> = [
      // a list and a tag: the delivery would read the list only
      [
        { ...base(), tagListId: tag.json().id },
        { tagListId: 'Escolha uma lista de contatos ou uma etiqueta, não as duas' },
      ],
      [{ ...base(), name: 'A' }, { name: 'Too Short!' }],
      [{ ...base(), name: 'x'.repeat(51) }, { name: 'Too Long!' }],
      [{ ...base(), message1: '' }, { message1: 'Required' }],
      [{ ...base(), confirmation: true }, { confirmationMessage1: 'Required' }],
      [
        { ...base(), contactListId: null },
        { contactListId: 'Escolha uma lista de contatos ou uma lista de etiquetas' },
      ],
      [{ ...base(), whatsappId: -3 }, { whatsappId: 'Invalid value' }],
      [{ ...base(), scheduledAt: 'ontem' }, { scheduledAt: 'Invalid value' }],
      [
        { ...base(), scheduledAt: new Date(clock.now().getTime() - 2 * HOUR).toISOString() },
        { scheduledAt: 'A data de envio já passou' },
      ],
      [{ ...base(), contactListId: 987654 }, { contactListId: 'Lista de contatos não encontrada' }],
    ];
    for (const [body, fields] of cases) {
      const res = await t.request('POST', '/campaigns', desk.admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
    const garbage = await t.request('POST', '/campaigns', desk.admin.token, 'not json');
    expect(garbage.statusCode).toBe(400);
  });

  it('cancel only while EM_ANDAMENTO, restart only while CANCELADA; a cancelled one edits only its messages', async () => {
    const c = await createCampaign(t, desk.admin.token, base());
    const cancelIdle = await t.request('POST', `/campaigns/${c.id}/cancel`, desk.admin.token);
    expect(cancelIdle.statusCode).toBe(400);
    expect(cancelIdle.json().message).toBe('Só é possível cancelar uma campanha em andamento');
    const restartIdle = await t.request('POST', `/campaigns/${c.id}/restart`, desk.admin.token);
    expect(restartIdle.json().message).toBe('Só é possível reiniciar uma campanha cancelada');

    // start it now (the connection is the simulated phone) and cancel at once
    const started = await t.request('PUT', `/campaigns/${c.id}`, desk.admin.token, {
      ...base(),
      scheduledAt: clock.now().toISOString(),
    });
    expect(started.json().status).toBe('PROGRAMADA');
    const { startCampaign } = await import('./campaign-delivery');
    const sys = { ...t.deps, log: t.app.log, companyId: desk.admin.user.companyId };
    // the scheduled start's job may take it first: either way it starts once
    await startCampaign(sys, c.id);
    await eventually(async () =>
      expect((await t.request('GET', `/campaigns/${c.id}`, desk.admin.token)).json().status).toBe(
        'EM_ANDAMENTO',
      ),
    );
    const cancelled = await t.request('POST', `/campaigns/${c.id}/cancel`, desk.admin.token);
    expect(cancelled.json().status).toBe('CANCELADA');

    const edit = await t.request('PUT', `/campaigns/${c.id}`, desk.admin.token, {
      ...base(),
      name: 'Outro nome',
      message1: 'Nova mensagem',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Promoção',
      message1: 'Nova mensagem',
      status: 'CANCELADA',
    });

    const running = await t.request('POST', `/campaigns/${c.id}/restart`, desk.admin.token);
    expect(running.json().status).toBe('EM_ANDAMENTO');
    const refused = await t.request('PUT', `/campaigns/${c.id}`, desk.admin.token, base());
    expect(refused.statusCode).toBe(400);
    const del = await t.request('DELETE', `/campaigns/${c.id}`, desk.admin.token);
    expect(del.json().message).toBe('Cancele a campanha antes de excluí-la');
  });

  it('campaign settings: the spec defaults, then saved options; other values refused', async () => {
    const first = await t.request('GET', '/campaign-settings', desk.admin.token);
    expect(first.json()).toEqual([
      { key: 'messageInterval', value: '20' },
      { key: 'longerIntervalAfter', value: '20' },
      { key: 'greaterInterval', value: '60' },
      { key: 'variables', value: '[]' },
    ]);
    const saved = await t.request('POST', '/campaign-settings', desk.admin.token, {
      settings: {
        messageInterval: 5,
        longerIntervalAfter: 10,
        greaterInterval: 30,
        variables: [{ key: 'loja', value: 'Loja Centro' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const again = await t.request('GET', '/campaign-settings', desk.admin.token);
    expect(again.json()).toContainEqual({
      key: 'variables',
      value: JSON.stringify([{ key: 'loja', value: 'Loja Centro' }]),
    });
    const bad = await t.request('POST', '/campaign-settings', desk.admin.token, {
      messageInterval: 7,
      longerIntervalAfter: 10,
      greaterInterval: 30,
    });
    expect(bad.statusCode).toBe(400);
    const dup = await t.request('POST', '/campaign-settings', desk.admin.token, {
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 30,
      variables: [
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
    });
    expect(dup.statusCode).toBe(400);
  });
  it('a scheduled campaign is PROGRAMADA and editable only more than an hour ahead', async () => {
    const at = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const c = await createCampaign(t, desk.admin.token, { ...base(), scheduledAt: at });
    expect(c.status).toBe('PROGRAMADA');
    const edit = await t.request('PUT', `/campaigns/${c.id}`, desk.admin.token, {
      ...base(),
      scheduledAt: at,
      name: 'Promoção 2',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().name).toBe('Promoção 2');

    clock.advance(61 * 60_000); // now 59 minutes ahead
    const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const late = await t.request('PUT', `/campaigns/${c.id}`, admin.token, {
      ...base(),
      scheduledAt: at,
      name: 'Tarde demais',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Esta campanha não pode mais ser alterada: só é editável inativa, ou programada com mais de 1 hora de antecedência',
    );
    const kept = await t.request('GET', `/campaigns/${c.id}`, admin.token);
    expect(kept.json().name).toBe('Promoção 2');
  });
});
