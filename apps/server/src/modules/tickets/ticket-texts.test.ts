import { WEEKDAYS } from '@atende/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automaticTexts, cyclesOf, phoneReceives } from '../../../test/automation-kit';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const SCALE = '1 - Insatisfeito\n2 - Satisfeito\n3 - Muito satisfeito';

/** Spec 1 §4 and the settings: what the customer receives when agents act on a ticket. */
describe('automatic texts of accept, transfer and resolve', () => {
  const clock = testClock();
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
    const connection = await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      complationMessage: 'Obrigado pelo contato, {{firstName}}!',
      ratingMessage: 'Como foi o atendimento de hoje, {{firstName}}?',
    });
    expect(connection.statusCode, connection.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const put = (id: number, body: object) =>
    t.request('PUT', `/tickets/${id}`, desk.admin.token, body);
  const texts = (id: number) => automaticTexts(t, desk.admin.token, id);
  async function withSetting(key: string, run: () => Promise<void>) {
    const on = await t.request('PUT', `/settings/${key}`, desk.admin.token, { value: 'enabled' });
    expect(on.statusCode, on.body).toBe(200);
    try {
      await run();
    } finally {
      await t.request('PUT', `/settings/${key}`, desk.admin.token, { value: 'disabled' });
    }
  }
  /** A customer writes; the ticket is answered waiting. */
  async function waiting(number: string, name = 'Joana Prado') {
    expect((await desk.customerSays(number, 'Bom dia', { name })).statusCode).toBe(200);
    const list = await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token);
    return list.json().tickets[0].id as number;
  }
  /** Accepted as the web app's 'Aceitar' does it: open, and the ticket's user is me. */
  async function accepted(number: string, name?: string) {
    const id = await waiting(number, name);
    const accept = await put(id, { status: 'open', userId: desk.admin.user.id });
    expect(accept.statusCode).toBe(200);
    return id;
  }

  it('sendGreetingAccepted: the agent who accepts introduces themself, once, never to a group', async () => {
    const adminName = desk.admin.user.name as string;
    const greeting = `Olá Joana, meu nome é ${adminName} e agora vou prosseguir com seu atendimento!`;
    let id = 0;
    await withSetting('sendGreetingAccepted', async () => {
      id = await accepted('5511950000001');
      await phoneReceives(t, desk.admin.token, desk.connectionId, '5511950000001', greeting);
      // once sent (the channel's id replaced ours), the same agent again in the same cycle
      await put(id, { status: 'pending' });
      await put(id, { status: 'open' });
      expect(await texts(id)).toEqual([greeting]);

      const group = await waiting('5511950000002');
      await t.deps.db.execute(sql`update tickets set is_group = true where id = ${group}`);
      await put(group, { status: 'open' });
      expect(await texts(group)).toEqual([]);
    });
    const later = await accepted('5511950000003');
    expect(await texts(later)).toEqual([]);
  });

  it('sendMsgTransfTicket: a transfer tells where the conversation went; accepting tells nothing', async () => {
    await withSetting('sendMsgTransfTicket', async () => {
      const id = await accepted('5511950000011');
      await put(id, { queueId: desk.financeiro });
      await put(id, { status: 'open' });
      const agentName = desk.agent.user.name as string;
      await put(id, { queueId: desk.atendimento, userId: desk.agent.user.id });
      const toQueue =
        'Seu atendimento foi transferido para o setor *Financeiro*. Aguarde, já vamos te atender!';
      const toAgent = `Seu atendimento foi transferido para *${agentName}*. Aguarde, já vamos te atender!`;
      expect(await texts(id)).toEqual([toQueue, toAgent]);
      await phoneReceives(t, desk.admin.token, desk.connectionId, '5511950000011', toAgent);
      // the same agent keeps it in another queue: the customer hears of the queue, not of them
      await put(id, { queueId: desk.financeiro, userId: desk.agent.user.id });
      expect(await texts(id)).toEqual([toQueue, toAgent, toQueue]);
    });
    const quiet = await accepted('5511950000012');
    await put(quiet, { queueId: desk.financeiro });
    expect(await texts(quiet)).toEqual([]);
  });

  it("sendMsgTransfTicket out of the queue's hours: no promise of an answer now", async () => {
    const closedAllWeek = WEEKDAYS.map((d) => ({ ...d, startTime: '00:00', endTime: '00:00' }));
    const before = (await t.request('GET', '/settings', desk.admin.token))
      .json()
      .find((s: { key: string }) => s.key === 'scheduleType').value as string;
    await t.request('PUT', '/settings/scheduleType', desk.admin.token, { value: 'queue' });
    await t.request('PUT', `/queue/${desk.financeiro}`, desk.admin.token, {
      schedules: closedAllWeek,
    });
    try {
      await withSetting('sendMsgTransfTicket', async () => {
        const id = await accepted('5511950000013');
        await put(id, { queueId: desk.financeiro });
        expect(await texts(id)).toEqual([
          'Seu atendimento foi transferido para o setor *Financeiro*. Estamos fora do horário de atendimento; responderemos assim que voltarmos.',
        ]);
      });
    } finally {
      await t.request('PUT', '/settings/scheduleType', desk.admin.token, { value: before });
    }
  });

  it("resolving sends the connection's completion message once; closing an unanswered ticket does not", async () => {
    const id = await accepted('5511950000021', 'Carla Dias');
    const both = await Promise.all([put(id, { status: 'closed' }), put(id, { status: 'closed' })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await texts(id)).toEqual(['Obrigado pelo contato, Carla!']);
    await phoneReceives(
      t,
      desk.admin.token,
      desk.connectionId,
      '5511950000021',
      'Obrigado pelo contato, Carla!',
    );

    const unanswered = await waiting('5511950000022');
    expect((await put(unanswered, { status: 'closed' })).statusCode).toBe(200);
    expect(await texts(unanswered)).toEqual([]);
  });

  it('userRating: resolving asks the 1-3 rating instead, closes the ticket and awaits the answer', async () => {
    await withSetting('userRating', async () => {
      const id = await accepted('5511950000031', 'Rita Alves');
      const resolved = await put(id, { status: 'closed' });
      expect(resolved.json()).toMatchObject({ status: 'closed', userId: desk.admin.user.id });
      const question = `Como foi o atendimento de hoje, Rita?\n\n${SCALE}`;
      expect(await texts(id)).toEqual([question]);
      expect(await cyclesOf(t, id)).toEqual([
        expect.objectContaining({
          finishedAt: clock.now(),
          ratingState: 'awaiting',
          ratingAt: clock.now(),
          rating: null,
        }),
      ]);
      const inbox = await phoneReceives(
        t,
        desk.admin.token,
        desk.connectionId,
        '5511950000031',
        question,
      );
      expect(inbox.filter((body) => body.startsWith('Obrigado pelo contato'))).toEqual([]);

      // no agent ever took it: nobody to rate, and nothing to say
      const unanswered = await waiting('5511950000032');
      await put(unanswered, { status: 'closed' });
      expect(await texts(unanswered)).toEqual([]);
      expect(await cyclesOf(t, unanswered)).toEqual([
        expect.objectContaining({ ratingState: null }),
      ]);
    });
  });

  it('userRating without a rating message on the connection: a default question with the scale', async () => {
    await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      ratingMessage: '',
    });
    await withSetting('userRating', async () => {
      const id = await accepted('5511950000041');
      await put(id, { status: 'closed' });
      const question = `Por favor, avalie o nosso atendimento:\n\n${SCALE}`;
      expect(await texts(id)).toEqual([question]);
      await phoneReceives(t, desk.admin.token, desk.connectionId, '5511950000041', question);
    });
  });
});
