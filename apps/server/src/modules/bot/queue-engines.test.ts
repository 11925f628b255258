import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../db/schema';
import {
  eventually,
  openDemoDesk,
  sleep,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { botTexts, ticketOf } from '../../../test/bot-desk';
import { multipart } from '../../../test/multipart';
import { applyEngineOutcome } from './queue-engine-turn';
import { installQueueEngine, type QueueEngineTurn } from './queue-engines';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
const NUMBER = '5511955507777';
const SLOW_UPLOADER = '5511955507778';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

/**
 * A queue with an engine: the bot's menu routes the customer there, and from then on each
 * message is the engine's to answer, in a job, until it hands the ticket to a person.
 */
describe('a queue answered by its engine', () => {
  let t: TestApp;
  let desk: Desk;
  const turns: QueueEngineTurn[] = [];
  const says = (body: string, number = NUMBER) => desk.customerSays(number, body, { name: 'Rita' });
  // the engine's answer to 'devagar' waits for the test to let it go
  let letSlowAnswerGo = () => {};
  const slowAnswerGoes = new Promise<void>((go) => (letSlowAnswerGo = go));

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock: testClock(MONDAY_10) });
    desk = await openDemoDesk(t);
    // an engine that echoes, and hands over when asked for a person
    installQueueEngine('prompt', async (ctx, turn) => {
      turns.push(turn);
      const body = await messageBody(turn.ticketId, turn.messageId);
      if (body === 'devagar') await slowAnswerGoes;
      await applyEngineOutcome(ctx, turn, {
        texts: [{ text: `eco: ${body}`, key: `test-${turn.messageId}` }],
        handOver: body === 'humano',
      });
    });
    // the prompt module checks its ids; here the column is set directly
    await t.deps.db.update(queues).set({ promptId: 4242 }).where(eq(queues.id, desk.atendimento));
  }, 120_000);
  afterAll(() => t.close());

  async function messageBody(ticketId: number, id: number) {
    const res = await t.request('GET', `/messages/${ticketId}`, desk.admin.token);
    return (res.json().messages as { id: number; body: string }[]).find((m) => m.id === id)!.body;
  }

  it('the message that chooses the queue is the engine’s first to answer', async () => {
    await says('Oi');
    await says('1');
    const ticket = await ticketOf(t, desk.admin, NUMBER);
    expect(ticket).toMatchObject({ queueId: desk.atendimento, status: 'pending', chatbot: true });
    await eventually(async () => expect(turns).toHaveLength(1));
    expect(turns[0]).toMatchObject({
      ticketId: ticket.id,
      queueId: desk.atendimento,
      engineId: 4242,
    });
    await eventually(async () =>
      expect((await botTexts(t, desk.admin, ticket.id)).at(-1)).toBe('eco: 1'),
    );
  });

  it('each later message goes to the engine, not to the option tree', async () => {
    await says('quero saber o preço');
    const ticket = await ticketOf(t, desk.admin, NUMBER);
    await eventually(async () =>
      expect((await botTexts(t, desk.admin, ticket.id)).at(-1)).toBe('eco: quero saber o preço'),
    );
    expect(turns).toHaveLength(2);
  });

  it('a hand-over ends the engine: the ticket waits for a person and the engine is quiet', async () => {
    await says('humano');
    const ticket = await ticketOf(t, desk.admin, NUMBER);
    await eventually(async () =>
      expect(await ticketOf(t, desk.admin, NUMBER)).toMatchObject({ chatbot: false }),
    );
    expect((await botTexts(t, desk.admin, ticket.id)).at(-1)).toBe('eco: humano');
    await says('alguém aí?');
    // the customer's message is stored, and no turn is given to the engine for it
    await eventually(async () => {
      const res = await t.request('GET', `/messages/${ticket.id}`, desk.admin.token);
      expect((res.json().messages as { body: string }[]).at(-1)!.body).toBe('alguém aí?');
    });
    expect(turns).toHaveLength(3);
  });

  it('a message that came while the engine was answering the one before gets its own answer', async () => {
    await says('Oi', SLOW_UPLOADER);
    await says('1', SLOW_UPLOADER);
    const ticket = await ticketOf(t, desk.admin, SLOW_UPLOADER);
    await eventually(async () =>
      expect((await botTexts(t, desk.admin, ticket.id)).at(-1)).toBe('eco: 1'),
    );
    await says('devagar', SLOW_UPLOADER);
    await eventually(async () => expect(turns.at(-1)!.ticketId).toBe(ticket.id));
    // the customer sends a receipt on a slow network: the request has come, its file has not
    const form = multipart(
      { number: SLOW_UPLOADER, name: 'Rita', body: 'segue o comprovante' },
      { field: 'media', name: 'comprovante.pdf', type: 'application/pdf', data: PDF },
    );
    const upload = http.request(`${await t.listen()}/api/sandbox/${desk.connectionId}/messages`, {
      method: 'POST',
      headers: {
        ...form.headers,
        authorization: `Bearer ${desk.admin.token}`,
        'content-length': form.payload.length,
      },
    });
    const answered = new Promise<string>((resolve, reject) => {
      upload
        .on('response', (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(`${res.statusCode} ${body}`));
        })
        .on('error', reject);
    });
    upload.write(form.payload.subarray(0, 40));
    await sleep(300);
    // meanwhile the engine answers 'devagar'
    letSlowAnswerGo();
    await eventually(async () =>
      expect((await botTexts(t, desk.admin, ticket.id)).at(-1)).toBe('eco: devagar'),
    );
    upload.end(form.payload.subarray(40));
    expect(await answered).toMatch(/^200 /);
    await eventually(async () =>
      expect((await botTexts(t, desk.admin, ticket.id)).slice(-2)).toEqual([
        'eco: devagar',
        'eco: segue o comprovante',
      ]),
    );
  });
});
