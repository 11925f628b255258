import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** Two people accept one waiting ticket: the first keeps it, the second is told who has it. */
describe('accepting a ticket someone else accepted', () => {
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  const put = (token: string, id: number, body: object) =>
    t.request('PUT', `/tickets/${id}`, token, body);

  /** A customer writes; the ticket waits in Atendimento, the agent's queue. */
  async function waitingTicket(number: string) {
    expect((await desk.customerSays(number, 'Olá')).statusCode).toBe(200);
    const [ticket] = (
      await t.request('GET', `/tickets?searchParam=${number}&status=pending`, desk.admin.token)
    ).json().tickets;
    const queued = await put(desk.admin.token, ticket.id, { queueId: desk.atendimento });
    expect(queued.json()).toMatchObject({ status: 'pending', queueId: desk.atendimento });
    return ticket.id as number;
  }

  it('at the same moment: one answer 200, the other 409 naming the one who has it', async () => {
    const id = await waitingTicket('5511940000001');
    const people = [desk.admin, desk.agent];
    const answers = await Promise.all(
      people.map((p) =>
        put(p.token, id, { status: 'open', userId: p.user.id, expectedStatus: 'pending' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = people[answers.findIndex((a) => a.statusCode === 200)]!;
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error).toBe('ERR_TICKET_TAKEN');
    expect(JSON.parse(refused.message)).toMatchObject({
      id,
      userId: winner.user.id,
      user: { name: winner.user.name },
    });
    const now = (await t.request('GET', `/tickets/${id}`, desk.admin.token)).json();
    expect(now).toMatchObject({ status: 'open', userId: winner.user.id });
  });

  it('a moment later: the second accept is refused, and the first may accept again', async () => {
    const id = await waitingTicket('5511940000002');
    const accept = (p: Desk['agent']) =>
      put(p.token, id, { status: 'open', userId: p.user.id, expectedStatus: 'pending' });
    expect((await accept(desk.agent)).statusCode).toBe(200);
    const second = await accept(desk.admin);
    expect(second.statusCode).toBe(409);
    expect(JSON.parse(second.json().message).user).toEqual({ name: desk.agent.user.name });
    expect((await accept(desk.agent)).statusCode).toBe(200);
    // taking it on purpose (no status seen named) stays possible, as an API client does
    const taken = await put(desk.admin.token, id, { status: 'open', userId: desk.admin.user.id });
    expect(taken.json()).toMatchObject({ status: 'open', userId: desk.admin.user.id });
  });

  it('reopening a ticket someone else reopened first is refused the same way', async () => {
    const id = await waitingTicket('5511940000003');
    const closed = await put(desk.admin.token, id, { status: 'closed' });
    expect(closed.json().status).toBe('closed');
    const reopen = (p: Desk['agent']) =>
      put(p.token, id, { status: 'open', userId: p.user.id, expectedStatus: 'closed' });
    expect((await reopen(desk.admin)).statusCode).toBe(200);
    const late = await reopen(desk.agent);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('ERR_TICKET_TAKEN');
  });
});
