import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeWebhookReceiver,
  type HookAnswer,
  type ReceivedHook,
} from '../../../test/fake-webhook-receiver';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { outsideSettings } from './engine/outside-call';
import {
  TEST_OUTSIDE_TIMEOUT_MS,
  customer,
  integrationOnQueue,
  withOutsideTimeout,
  type Desk,
} from './integration-desk.testkit';

const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
const SECRET = 'n8n-segredo-compartilhado';

/**
 * A queue answered by an n8n workflow: each customer message is POSTed signed to the receiver,
 * whose answer's actions are applied (reply, transfer, hand over, close), anything else ignored.
 */
describe('n8n / webhook integration on a queue', { timeout: 120_000 }, () => {
  let t: TestApp;
  let desk: Desk;
  let receiver: Awaited<ReturnType<typeof startFakeWebhookReceiver>>;
  let answer: (hook: ReceivedHook) => HookAnswer;

  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver(SECRET, (hook) => answer(hook));
    // the fake services listen on 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE)
    t = await startTestApp({ jobs: true, clock: testClock(MONDAY_10), webhooksAllowPrivate: true });
    desk = await openDemoDesk(t);
    Object.assign(outsideSettings, { timeoutMs: TEST_OUTSIDE_TIMEOUT_MS, maxRetryWaitMs: 10 });
    await integrationOnQueue(t, desk, {
      type: 'n8n',
      name: 'Fluxo n8n',
      urlN8N: `${receiver.url}/webhook/atende`,
      webhookSecret: SECRET,
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('posts each message signed, and sends the replies the workflow answers', async () => {
    answer = (hook) => ({
      json: {
        actions: [
          { type: 'reply', text: `Recebi: ${hook.json.message.body}` },
          { type: 'reply', text: 'Em que mais posso ajudar?' },
          { type: 'dance', text: 'ignorado' },
        ],
      },
    });
    const rita = customer(t, desk, '5511955502001');
    await rita.entersQueue();
    await rita.hears(['Recebi: 1', 'Em que mais posso ajudar?']);
    const hook = receiver.received.at(-1)!;
    expect(hook.signatureValid).toBe(true);
    expect(hook.headers['x-atende-event']).toBe('message.received');
    const ticket = await rita.ticket();
    expect(hook.json).toMatchObject({
      event: 'message.received',
      integration: { name: 'Fluxo n8n', type: 'n8n' },
      ticket: {
        id: ticket.id,
        uuid: (ticket as unknown as { uuid: string }).uuid,
        queueId: desk.atendimento,
      },
      contact: { name: 'Rita', number: '5511955502001' },
      message: { body: '1', mediaType: 'chat' },
    });
    expect(typeof hook.json.id).toBe('string');
    expect(hook.json.timestamp).toBe(MONDAY_10.toISOString());
    await rita.says('quero um boleto');
    await rita.hears(['Recebi: quero um boleto', 'Em que mais posso ajudar?']);
    expect(await rita.ticket()).toMatchObject({ chatbot: true });
  });

  it('a transfer action moves the ticket to that queue for a person', async () => {
    answer = () => ({
      json: {
        actions: [
          { type: 'reply', text: 'Vou te passar ao financeiro.' },
          { type: 'transfer', queueId: desk.financeiro },
        ],
      },
    });
    const bia = customer(t, desk, '5511955502002');
    await bia.entersQueue();
    await bia.hears(['Vou te passar ao financeiro.']);
    await eventually(async () =>
      expect(await bia.ticket()).toMatchObject({ queueId: desk.financeiro, chatbot: false }),
    );
  });

  it('a hand-over action ends the workflow’s part; an empty answer sends nothing', async () => {
    answer = () => ({ json: undefined });
    const caio = customer(t, desk, '5511955502003');
    await caio.entersQueue();
    await eventually(() =>
      expect(receiver.received.at(-1)!.json.contact.number).toBe('5511955502003'),
    );
    answer = () => ({ json: { actions: [{ type: 'handover' }] } });
    await caio.says('atendente');
    await eventually(async () => expect(await caio.ticket()).toMatchObject({ chatbot: false }));
    expect(await caio.texts()).not.toContain('atendente');
  });

  it('a close action sends the goodbye and closes the ticket, with no person involved', async () => {
    answer = () => ({
      json: { actions: [{ type: 'reply', text: 'Até logo!' }, { type: 'close' }] },
    });
    const gil = customer(t, desk, '5511955502007');
    await gil.entersQueue();
    await gil.hears(['Até logo!']);
    await eventually(async () =>
      expect(await gil.ticket()).toMatchObject({ status: 'closed', chatbot: false, userId: null }),
    );
  });

  it('a receiver that answers 500 or too slowly hands over with a note', async () => {
    answer = () => ({ status: 500 });
    const dan = customer(t, desk, '5511955502004');
    await dan.entersQueue();
    await eventually(async () => expect(await dan.ticket()).toMatchObject({ chatbot: false }));
    const host = new URL(receiver.url).host;
    expect(await dan.notes()).toEqual([
      `Integração falhou, atendimento passado para uma pessoa. Motivo: Fluxo n8n (n8n): ${host} respondeu HTTP 500`,
    ]);
    answer = () => ({ delayMs: 2_000, json: { actions: [{ type: 'reply', text: 'tarde' }] } });
    const eva = customer(t, desk, '5511955502005');
    await eva.says('Oi');
    await withOutsideTimeout(500, async () => {
      await eva.says('1');
      await eventually(async () => expect(await eva.ticket()).toMatchObject({ chatbot: false }));
    });
    expect(await eva.notes()).toEqual([
      `Integração falhou, atendimento passado para uma pessoa. Motivo: Fluxo n8n (n8n): tempo esgotado (500 ms) em ${host}`,
    ]);
    expect(await eva.texts()).not.toContain('tarde');
  });

  it('a redirect is not followed: the ticket goes to a person with a note naming it', async () => {
    // a public host could otherwise send the server on to an address of its own network
    answer = (hook) =>
      hook.path === '/webhook/atende'
        ? { status: 307, location: `${receiver.url}/interno` }
        : { json: { actions: [{ type: 'reply', text: 'segredo interno' }] } };
    const gil = customer(t, desk, '5511955502007');
    await gil.entersQueue();
    await eventually(async () => expect(await gil.ticket()).toMatchObject({ chatbot: false }));
    const host = new URL(receiver.url).host;
    expect(await gil.notes()).toEqual([
      `Integração falhou, atendimento passado para uma pessoa. Motivo: Fluxo n8n (n8n): ${host} redirecionou para outro endereço (HTTP 307); use o endereço final`,
    ]);
    expect(receiver.received.filter((h) => h.path === '/interno')).toEqual([]);
    expect(await gil.texts()).not.toContain('segredo interno');
  });

  it('a 429 is retried, and answered when the receiver recovers', async () => {
    let tries = 0;
    answer = () =>
      ++tries < 3
        ? { status: 429 }
        : { json: { actions: [{ type: 'reply', text: 'Agora sim.' }] } };
    const fabi = customer(t, desk, '5511955502006');
    await fabi.entersQueue();
    await fabi.hears(['Agora sim.']);
    expect(tries).toBe(3);
    expect(await fabi.notes()).toEqual([]);
  });
});
