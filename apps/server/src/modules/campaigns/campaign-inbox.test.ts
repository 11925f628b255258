import type { MessageDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context';
import { campaigns, campaignShippings } from '../../db/schema';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { ticketOf } from '../../../test/bot-desk';
import { createCampaign, finished, noPauses, seedList, shippingsOf } from './campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * A campaign opens no ticket; what it told a recipient shows in their ticket, marked, once they
 * have one: when they answer, or at once when they were already talking to the company.
 */
describe('campaign texts in the inbox', () => {
  let t: TestApp;
  let desk: Desk;
  let companyId: number;
  const QUIET = '5511920000001'; // never wrote before
  const TALKING = '5511920000002'; // has a live ticket when the campaign sends
  const messagesOf = async (ticketId: number) =>
    (await t.request('GET', `/messages/${ticketId}`, desk.admin.token)).json<{
      messages: MessageDTO[];
    }>().messages;

  beforeAll(async () => {
    // the simulated phone stamps messages with the real time: so does this app's clock
    t = await startTestApp({ jobs: true, clock: systemClock });
    desk = await openDemoDesk(t, { bot: false });
    companyId = desk.admin.user.companyId;
    await noPauses(t, desk.admin.token);
  }, 120_000);
  afterAll(() => t.close());

  it('a recipient with no ticket gets none; their answer opens one with the campaign text above it', async () => {
    await desk.customerSays(TALKING, 'Oi, tudo bem?', { name: 'Tânia' });
    const listId = await seedList(t, companyId, 'Dois', [
      { name: 'Quésia', number: QUIET },
      { name: 'Tânia', number: TALKING },
    ]);
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Promoção',
      confirmation: false,
      message1: 'Promoção para {nome}',
      whatsappId: desk.connectionId,
      contactListId: listId,
      scheduledAt: t.clock.now().toISOString(),
    });
    await finished(t, desk.admin.token, c);

    // no ticket for the quiet recipient
    const search = await t.request(
      'GET',
      `/tickets?searchParam=${QUIET}&showAll=true`,
      desk.admin.token,
    );
    expect(search.json().tickets).toEqual([]);

    // the one already talking sees the text in that conversation at once, marked
    const talking = await ticketOf(t, desk.admin, TALKING);
    await eventually(async () =>
      expect((await messagesOf(talking.id)).map((m) => [m.body, m.fromMe, m.campaignId])).toEqual([
        ['Oi, tudo bem?', false, null],
        ['Promoção para Tânia', true, c.id],
      ]),
    );

    // the quiet one answers: a normal ticket opens, the campaign's text first
    await desk.customerSays(QUIET, 'Quero saber mais', { name: 'Quésia' });
    const quiet = await ticketOf(t, desk.admin, QUIET);
    expect(quiet).toMatchObject({ status: 'pending', userId: null });
    expect((await messagesOf(quiet.id)).map((m) => [m.body, m.fromMe, m.campaignId])).toEqual([
      ['Promoção para Quésia', true, c.id],
      ['Quero saber mais', false, null],
    ]);
    // recorded once: a second message adds only itself
    await desk.customerSays(QUIET, 'Alô?', { name: 'Quésia' });
    expect((await messagesOf(quiet.id)).map((m) => m.body)).toEqual([
      'Promoção para Quésia',
      'Quero saber mais',
      'Alô?',
    ]);
    const rows = await shippingsOf(t, c.id);
    expect(rows.every((r) => r.inboxMessageId !== null)).toBe(true);
  });

  it('with confirmation: the request, the answer and the real message, in that order', async () => {
    const number = '5511920000003';
    const listId = await seedList(t, companyId, 'Confirma', [{ name: 'Rui', number }]);
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Com confirmação',
      confirmation: true,
      message1: 'Oferta, {nome}',
      confirmationMessage1: 'Posso mandar a oferta, {nome}?',
      whatsappId: desk.connectionId,
      contactListId: listId,
      scheduledAt: t.clock.now().toISOString(),
    });
    await finished(t, desk.admin.token, c);
    await desk.customerSays(number, 'Pode', { name: 'Rui' });
    const ticket = await ticketOf(t, desk.admin, number);
    await eventually(async () =>
      expect((await messagesOf(ticket.id)).map((m) => [m.body, m.campaignId])).toEqual([
        ['Posso mandar a oferta, Rui?', c.id],
        ['Pode', null],
        ['Oferta, Rui', c.id],
      ]),
    );
  });

  it('tenancy: another company’s campaign text to the same number stays out of this ticket', async () => {
    const number = '5511920000004';
    const b = await t.signupCompany('Empresa B');
    const [bCampaign] = await t.deps.db
      .insert(campaigns)
      .values({ companyId: b.company.id, name: 'Segredo B', status: 'FINALIZADA' })
      .returning();
    await t.deps.db.insert(campaignShippings).values({
      companyId: b.company.id,
      campaignId: bCampaign!.id,
      number,
      name: 'Vera',
      variant: 1,
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 60_000),
      messageBody: 'Segredo da empresa B',
    });
    await desk.customerSays(number, 'Olá', { name: 'Vera' });
    const ticket = await ticketOf(t, desk.admin, number);
    expect((await messagesOf(ticket.id)).map((m) => m.body)).toEqual(['Olá']);
    const [bRow] = await shippingsOf(t, bCampaign!.id);
    expect(bRow!.inboxMessageId).toBeNull();
  });
});
