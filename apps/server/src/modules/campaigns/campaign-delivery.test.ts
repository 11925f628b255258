import { companyChannel, type CampaignCounts } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignShippings } from '../../db/schema';
import {
  eventually,
  openDemoDesk,
  record,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import {
  createCampaign,
  noPauses,
  phoneReceived,
  seedList,
  shippingsOf,
} from './campaigns.testkit';
import { dateTimeIn } from '@atende/shared';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('campaign delivery through the simulated phone', () => {
  let t: TestApp;
  let desk: Desk;
  let companyId: number;
  const report = async (id: number) =>
    (await t.request('GET', `/campaigns/${id}/report`, desk.admin.token)).json<{
      campaign: { status: string };
      counts: CampaignCounts;
    }>();

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    companyId = desk.admin.user.companyId;
    await noPauses(t, desk.admin.token);
    await t.request('POST', '/campaign-settings', desk.admin.token, {
      messageInterval: 0,
      longerIntervalAfter: 0,
      greaterInterval: 0,
      variables: [{ key: 'loja', value: 'Loja Centro' }],
    });
  }, 120_000);
  afterAll(() => t.close());

  it('five variants round-robin with variables, each recipient once, invalid ones skipped, live to 100 %', async () => {
    const people = Array.from({ length: 7 }, (_, i) => ({
      name: `Pessoa ${i + 1}`,
      number: `55119100000${10 + i}`,
      email: `p${i + 1}@x.test`,
    }));
    const listId = await seedList(t, companyId, 'Sete', [
      ...people,
      { name: 'Sem WhatsApp', number: '5511910009999', valid: false },
    ]);
    const socket = await t.connectSocket(desk.admin.token);
    const heard = record(socket, companyChannel(companyId, 'campaign')) as Array<{
      record?: { status: string };
      counts?: CampaignCounts;
    }>;
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Cinco variantes',
      confirmation: false,
      message1: 'V1 {nome}',
      message2: 'V2 {numero}',
      message3: 'V3 {email}',
      message4: 'V4 {loja}',
      message5: 'V5 {desconhecida}',
      whatsappId: desk.connectionId,
      contactListId: listId,
      scheduledAt: t.clock.now().toISOString(),
    });
    await eventually(
      async () => expect((await report(c.id)).campaign.status).toBe('FINALIZADA'),
      30_000,
    );

    const expected = [
      'V1 Pessoa 1',
      'V2 5511910000011',
      'V3 p3@x.test',
      'V4 Loja Centro',
      'V5 {desconhecida}',
      'V1 Pessoa 6',
      'V2 5511910000016',
    ];
    for (const [i, p] of people.entries()) {
      expect(await phoneReceived(t, desk.connectionId, p.number)).toEqual([expected[i]]);
    }
    expect(await phoneReceived(t, desk.connectionId, '5511910009999')).toEqual([]);
    expect((await report(c.id)).counts).toEqual({
      total: 8,
      valid: 7,
      invalid: 1,
      confirmationRequested: 0,
      confirmed: 0,
      delivered: 7,
      failed: 0,
      unknown: 0,
      pending: 0,
    });
    await eventually(() =>
      expect(heard.at(-1)).toMatchObject({
        record: { status: 'FINALIZADA' },
        counts: { delivered: 7 },
      }),
    );
    const csv = await t.request('GET', `/campaigns/${c.id}/report.csv`, desk.admin.token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.endsWith('\r\n')).toBe(true);
    const lines = csv.body.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe(
      '\uFEFFNome;Número;E-mail;Mensagem;Situação;Confirmação pedida em;Confirmado em;Entregue em;Erro',
    );
    // the delivery time stored, shown in the company's zone (São Paulo by default)
    const first = (await shippingsOf(t, c.id)).find((r) => r.number === people[0]!.number)!;
    const deliveredAt = dateTimeIn('America/Sao_Paulo')(first.deliveredAt!.toISOString());
    expect(lines[1]).toBe(`Pessoa 1;5511910000010;p1@x.test;Msg. 1;Entregue;;;${deliveredAt};`);
    expect(lines[8]).toMatch(/;Número inválido;;;;$/);
  }, 60_000);

  it('confirmation first; the real message only after the contact answers, which opens a ticket', async () => {
    const listId = await seedList(t, companyId, 'Confirmar', [
      { name: 'Bia', number: '5511920000001' },
      { name: 'Caio', number: '5511920000002' },
    ]);
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Com confirmação',
      confirmation: 'Habilitada',
      message1: 'Oferta para {nome}',
      confirmationMessage1: '{nome}, quer receber nossa oferta? Responda SIM',
      whatsappId: desk.connectionId,
      contactListId: listId,
      scheduledAt: t.clock.now().toISOString(),
    });
    await eventually(
      async () => expect((await report(c.id)).counts.confirmationRequested).toBe(2),
      30_000,
    );
    expect(await phoneReceived(t, desk.connectionId, '5511920000001')).toEqual([
      'Bia, quer receber nossa oferta? Responda SIM',
    ]);

    await desk.customerSays('5511920000001', 'SIM', { name: 'Bia' });
    await eventually(async () =>
      expect(await phoneReceived(t, desk.connectionId, '5511920000001')).toEqual([
        'Bia, quer receber nossa oferta? Responda SIM',
        'Oferta para Bia',
      ]),
    );
    // the phone has the text before the send is settled on its row
    await eventually(async () => {
      const rows = await shippingsOf(t, c.id);
      expect(
        rows.map((r) => [r.number, r.status, !!r.confirmationRequestedAt, !!r.confirmedAt]),
      ).toEqual([
        ['5511920000001', 'delivered', true, true],
        ['5511920000002', 'awaiting_confirmation', true, false],
      ]);
    });
    expect(await phoneReceived(t, desk.connectionId, '5511920000002')).toEqual([
      'Caio, quer receber nossa oferta? Responda SIM',
    ]);
    const counts = (await report(c.id)).counts;
    expect(counts).toMatchObject({ confirmationRequested: 2, confirmed: 1, delivered: 1 });
    const tickets = await t.request(
      'GET',
      '/tickets?searchParam=5511920000001&showAll=true',
      desk.admin.token,
    );
    expect(tickets.json().tickets).toHaveLength(1);
  }, 60_000);

  it('a send claimed by a process that died is reported unknown and never sent again', async () => {
    const listId = await seedList(t, companyId, 'Queda', [
      { name: 'Duda', number: '5511930000001' },
      { name: 'Enzo', number: '5511930000002' },
    ]);
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Interrompida',
      confirmation: false,
      message1: 'Olá {nome}',
      whatsappId: desk.connectionId,
      contactListId: listId,
    });
    // as if a process had claimed Duda's send and died before settling it
    const { prepareShippings, dispatchNext } = await import('./campaign-delivery');
    const { sweepCampaigns } = await import('./campaign-sweep');
    const sys = { ...t.deps, log: t.app.log, companyId };
    const { findView, updateIf } = await import('./campaigns.repo');
    await prepareShippings(sys, (await findView(t.deps.db, companyId, c.id))!);
    await updateIf(t.deps.db, companyId, c.id, {
      status: 'EM_ANDAMENTO',
      dispatchAt: new Date(Date.now() + 3_600_000),
    });
    const [duda] = await shippingsOf(t, c.id);
    await t.deps.db
      .update(campaignShippings)
      .set({ status: 'sending', claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(campaignShippings.id, duda!.id));

    // several runs at once: Enzo gets one message, Duda none
    await Promise.all([1, 2, 3, 4].map(() => dispatchNext(sys, c.id)));
    await sweepCampaigns({ ...sys, company: (id: number) => ({ ...sys, companyId: id }) });
    await dispatchNext(sys, c.id);
    expect(await phoneReceived(t, desk.connectionId, '5511930000002')).toEqual(['Olá Enzo']);
    expect(await phoneReceived(t, desk.connectionId, '5511930000001')).toEqual([]);
    const r = await report(c.id);
    expect(r.campaign.status).toBe('FINALIZADA');
    expect(r.counts).toMatchObject({ delivered: 1, unknown: 1, pending: 0 });
  });

  it('a disconnected connection pauses the sends with a reason and resumes on reconnect', async () => {
    const { whatsapps } = await import('../../db/schema');
    const listId = await seedList(t, companyId, 'Pausa', [
      { name: 'Gil', number: '5511940000001' },
    ]);
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Pausada',
      confirmation: false,
      message1: 'Oi {nome}',
      whatsappId: desk.connectionId,
      contactListId: listId,
    });
    const { prepareShippings, dispatchNext } = await import('./campaign-delivery');
    const { findView, updateIf } = await import('./campaigns.repo');
    const sys = { ...t.deps, log: t.app.log, companyId };
    await prepareShippings(sys, (await findView(t.deps.db, companyId, c.id))!);
    await updateIf(t.deps.db, companyId, c.id, {
      status: 'EM_ANDAMENTO',
      dispatchAt: new Date(Date.now() + 3_600_000),
    });
    await t.deps.db
      .update(whatsapps)
      .set({ status: 'DISCONNECTED' })
      .where(eq(whatsapps.id, desk.connectionId));
    const next = await dispatchNext(sys, c.id);
    expect(next!.getTime() - t.clock.now().getTime()).toBe(30_000);
    const paused = await t.request('GET', `/campaigns/${c.id}`, desk.admin.token);
    expect(paused.json().pausedReason).toBe(
      'Conexão desconectada: envios pausados até ela reconectar',
    );
    expect(await phoneReceived(t, desk.connectionId, '5511940000001')).toEqual([]);

    await t.deps.db
      .update(whatsapps)
      .set({ status: 'CONNECTED' })
      .where(eq(whatsapps.id, desk.connectionId));
    await dispatchNext(sys, c.id);
    expect(await phoneReceived(t, desk.connectionId, '5511940000001')).toEqual(['Oi Gil']);
    const resumed = await t.request('GET', `/campaigns/${c.id}`, desk.admin.token);
    expect(resumed.json().pausedReason).toBeNull();
  });
});
