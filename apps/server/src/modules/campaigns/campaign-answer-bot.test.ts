import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { botTexts, ticketOf } from '../../../test/bot-desk';
import { createCampaign, finished, noPauses, seedList } from './campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * A campaign's text is kept on the recipient's ticket (decision 0064) but written by no
 * person: the chatbot answers the recipient as it answers anyone (decision 0145).
 */
describe('answering a campaign: the chatbot goes on', () => {
  let t: TestApp;
  let desk: Desk;
  const QUIET = '5511920000011'; // writes for the first time to answer the campaign
  const AT_MENU = '5511920000012'; // was at the bot's menu when the campaign came

  const ticket = (number: string) => ticketOf(t, desk.admin, number);

  beforeAll(async () => {
    // the simulated phone stamps messages with the real time: so does this app's clock
    t = await startTestApp({ jobs: true, clock: systemClock });
    desk = await openDemoDesk(t); // the demo connection's greeting and its two queues
    await noPauses(t, desk.admin.token);
  }, 120_000);
  afterAll(() => t.close());

  it('greets a recipient who answers, and the one at the menu still chooses a queue', async () => {
    await desk.customerSays(AT_MENU, 'Oi', { name: 'Marta' });
    await eventually(async () =>
      expect(await botTexts(t, desk.admin, (await ticket(AT_MENU)).id)).toHaveLength(1),
    );
    const listId = await seedList(t, desk.admin.user.companyId, 'Bot', [
      { name: 'Quésia', number: QUIET },
      { name: 'Marta', number: AT_MENU },
    ]);
    const campaign = await createCampaign(t, desk.admin.token, {
      name: 'Ofertas',
      confirmation: false,
      message1: 'Oferta para {nome}',
      whatsappId: desk.connectionId,
      contactListId: listId,
      scheduledAt: t.clock.now().toISOString(),
    });
    await finished(t, desk.admin.token, campaign);

    // at the menu: the campaign's text came in between, and '1' still picks Atendimento
    await desk.customerSays(AT_MENU, '1', { name: 'Marta' });
    await eventually(async () =>
      expect(await ticket(AT_MENU)).toMatchObject({
        status: 'pending',
        queueId: desk.atendimento,
      }),
    );

    // the first answer of a quiet recipient gets the greeting and the menu
    await desk.customerSays(QUIET, 'Quero a oferta', { name: 'Quésia' });
    const quiet = await ticket(QUIET);
    await eventually(async () => {
      const texts = await botTexts(t, desk.admin, quiet.id);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('[1] Atendimento');
    });
    await desk.customerSays(QUIET, '2', { name: 'Quésia' });
    await eventually(async () =>
      expect(await ticket(QUIET)).toMatchObject({ queueId: desk.financeiro }),
    );
  });
});
