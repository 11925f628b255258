import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

type Msg = {
  id: number;
  body: string;
  sendStatus: string;
  isDeleted: boolean;
  fromMe: boolean;
  userId: number | null;
};

describe('deleting a message: its author, an admin, anyone for what no user wrote', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let ticketId: number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    const desk = await openDemoDesk(t);
    ({ admin, agent } = desk);
    expect((await desk.customerSays('5511930000001', 'Olá')).statusCode).toBe(200);
    const list = (await t.request('GET', '/tickets?searchParam=5511930000001', admin.token)).json();
    ticketId = list.tickets[0].id;
    // the agent works on it in their own queue
    const placed = await t.request('PUT', `/tickets/${ticketId}`, admin.token, {
      queueId: desk.atendimento,
      userId: agent.user.id,
      status: 'open',
    });
    expect(placed.statusCode, placed.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const send = async (session: Session, body: string) => {
    const res = await t.request('POST', `/messages/${ticketId}`, session.token, { body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().messages[0] as Msg;
  };
  const messagesOf = async () =>
    (await t.request('GET', `/messages/${ticketId}`, admin.token)).json().messages as Msg[];

  it('an agent cannot delete a colleague’s message; they delete their own; an admin any', async () => {
    const byAdmin = await send(admin, 'enviada pelo admin');
    const byAgent = await send(agent, 'enviada pelo agente');
    const second = await send(agent, 'outra do agente');
    // the three sends went out (the bot's greeting to the customer is on the ticket too)
    const ours = [byAdmin.id, byAgent.id, second.id];
    await eventually(async () =>
      expect(
        (await messagesOf()).filter((m) => ours.includes(m.id)).map((m) => m.sendStatus),
      ).toEqual(['sent', 'sent', 'sent']),
    );

    const refused = await t.request('DELETE', `/messages/${byAdmin.id}`, agent.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'ERR_DELETE_WAPP_MSG',
      message: 'Só é possível apagar mensagens enviadas por você',
    });
    expect((await messagesOf()).find((m) => m.id === byAdmin.id)).toMatchObject({
      isDeleted: false,
      body: 'enviada pelo admin',
    });

    const own = await t.request('DELETE', `/messages/${byAgent.id}`, agent.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: byAgent.id, isDeleted: true });

    // the agent's first was not the newest: the lists still show the newest
    const preview = async () =>
      (await t.request('GET', `/tickets/${ticketId}`, admin.token)).json().lastMessage;
    expect(await preview()).toContain('outra do agente');

    const byAnAdmin = await t.request('DELETE', `/messages/${second.id}`, admin.token);
    expect(byAnAdmin.statusCode, byAnAdmin.body).toBe(200);
    expect(byAnAdmin.json()).toMatchObject({ id: second.id, isDeleted: true });
    // the newest deleted: its text leaves the lists, which hear of it
    expect(await preview()).toBe('Esta mensagem foi apagada');

    // the bot's greeting, written by no user, is the agent's to delete on their ticket
    const greeting = (await messagesOf()).find((m) => m.fromMe && m.userId === null)!;
    expect(greeting).toMatchObject({ isDeleted: false });
    const botText = await t.request('DELETE', `/messages/${greeting.id}`, agent.token);
    expect(botText.statusCode, botText.body).toBe(200);
    expect(botText.json()).toMatchObject({ id: greeting.id, isDeleted: true });
  });
});
