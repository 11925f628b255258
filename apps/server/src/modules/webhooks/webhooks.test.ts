import { companyChannel, type WebhookWithSecretDTO } from '@atende/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  testClock,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { signatureValid, startReceiver } from './webhooks.testkit';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('webhooks: signed deliveries, retries, order and pausing', () => {
  const clock = testClock();
  let t: TestApp;
  let desk: Desk;
  let admin: Session;
  let receiver: Receiver;
  let hook: WebhookWithSecretDTO;
  let phone = 5511970000000;
  const nextNumber = () => String(++phone);

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, retryDelaySeconds: 1, webhooksAllowPrivate: true, clock });
    desk = await openDemoDesk(t, { bot: false });
    admin = desk.admin;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  /** The customer writes on the simulated phone. */
  const customerSays = async (number: string, body: string) => {
    const res = await t.request('POST', `/sandbox/${desk.connectionId}/messages`, admin.token, {
      number,
      name: 'Cliente Webhook',
      body,
    });
    expect(res.statusCode).toBe(200);
  };
  beforeEach(async () => {
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    receiver.received.length = 0;
    receiver.answerWith(() => 200);
    for (const old of (await t.request('GET', '/webhooks', admin.token)).json()) {
      await t.request('DELETE', `/webhooks/${old.id}`, admin.token);
    }
    const res = await t.request('POST', '/webhooks', admin.token, {
      url: receiver.url,
      description: 'CRM',
      events: ['message.created', 'ticket.created'],
    });
    expect(res.statusCode).toBe(200);
    hook = res.json();
  });

  const messagesReceived = () => receiver.received.filter((r) => r.json.type === 'message.created');

  it('posts each event as signed JSON with an id, timestamp and the company', async () => {
    const number = nextNumber();
    await customerSays(number, 'Quero saber do meu pedido');
    await eventually(() => expect(receiver.received).toHaveLength(2));
    const [created, message] = receiver.received;
    expect(created!.json).toMatchObject({
      type: 'ticket.created',
      companyId: admin.user.companyId,
      data: { ticket: { contact: { number }, status: 'pending' } },
    });
    expect(message!.json).toMatchObject({
      type: 'message.created',
      companyId: admin.user.companyId,
      data: { message: { body: 'Quero saber do meu pedido', fromMe: false } },
    });
    expect(message!.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(message!.json.timestamp).toBe(new Date(message!.json.timestamp).toISOString());
    for (const r of receiver.received) {
      expect(signatureValid(hook.secret, r.raw, r.headers['x-atende-signature'])).toBe(true);
      expect(signatureValid('outro-segredo', r.raw, r.headers['x-atende-signature'])).toBe(false);
      expect(r.headers['x-atende-event']).toBe(r.json.type);
      expect(r.headers['x-atende-delivery']).toBe(r.json.id);
      expect(r.headers['x-atende-timestamp']).toMatch(/^\d{10}$/);
      expect(r.headers['content-type']).toBe('application/json');
    }
    // a tampered body no longer matches
    const tampered = message!.raw.replace('pedido', 'pedidO');
    expect(signatureValid(hook.secret, tampered, message!.headers['x-atende-signature'])).toBe(
      false,
    );

    // the receiver has the request before the server has written down its answer
    const log = await eventually(async () => {
      const page = (await t.request('GET', `/webhooks/${hook.id}/deliveries`, admin.token)).json();
      expect(page.deliveries[0]).toMatchObject({ status: 'success' });
      return page;
    });
    expect(log.hasMore).toBe(false);
    expect(log.deliveries.map((d: { type: string }) => d.type)).toEqual([
      'message.created',
      'ticket.created',
    ]);
    expect(log.deliveries[0]).toMatchObject({
      eventId: message!.json.id,
      status: 'success',
      attempts: 1,
      responseCode: 200,
      responseExcerpt: 'recebido',
    });
    expect(log.deliveries[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('a message is one message.created, with its ticket; ticket.updated is for the ticket’s own changes', async () => {
    await t.request('PUT', `/webhooks/${hook.id}`, admin.token, {
      url: receiver.url,
      description: 'CRM',
      events: ['message.created', 'ticket.updated'],
    });
    const number = nextNumber();
    await customerSays(number, 'Primeira');
    await customerSays(number, 'Segunda');
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received.map((r) => [r.json.type, r.json.data.ticket.unreadMessages])).toEqual([
      ['message.created', 1],
      ['message.created', 2],
    ]);
    const ticketId = receiver.received[0]!.json.data.ticket.id;
    const accepted = await t.request('PUT', `/tickets/${ticketId}`, admin.token, {
      status: 'open',
    });
    expect(accepted.statusCode).toBe(200);
    await eventually(() => expect(receiver.received).toHaveLength(3));
    expect(receiver.received[2]!.json).toMatchObject({
      type: 'ticket.updated',
      data: { ticket: { id: ticketId, status: 'open' } },
    });
  });

  it('a new customer is one contact.created; one resolve with a farewell is one ticket.closed', async () => {
    await t.request('PUT', `/webhooks/${hook.id}`, admin.token, {
      url: receiver.url,
      description: 'CRM',
      events: ['contact.created', 'ticket.closed', 'ticket.updated'],
    });
    const farewell = await t.request('PUT', `/whatsapp/${desk.connectionId}`, admin.token, {
      complationMessage: 'Obrigado pelo contato!',
    });
    expect(farewell.statusCode).toBe(200);
    const number = nextNumber();
    await customerSays(number, 'Olá, sou novo aqui');
    await customerSays(number, 'Ainda estou aqui');
    await eventually(() => expect(receiver.received).toHaveLength(1));
    expect(receiver.received[0]!.json).toMatchObject({
      type: 'contact.created',
      data: { contact: { number, name: 'Cliente Webhook' } },
    });

    const found = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json();
    const id = found.tickets[0].id as number;
    for (const status of ['open', 'closed']) {
      const res = await t.request('PUT', `/tickets/${id}`, admin.token, { status });
      expect(res.statusCode).toBe(200);
    }
    // the farewell is stored on the closed ticket after the close: an update, not a second close
    await eventually(() =>
      expect(receiver.received.map((r) => r.json.type)).toEqual([
        'contact.created',
        'ticket.updated',
        'ticket.closed',
        'ticket.updated',
      ]),
    );
    expect(receiver.received[3]!.json.data.ticket).toMatchObject({
      status: 'closed',
      lastMessage: 'Obrigado pelo contato!',
    });
    await t.request('PUT', `/whatsapp/${desk.connectionId}`, admin.token, {
      complationMessage: '',
    });
  });

  it('retries after a 500 with the same event id and body, and logs both attempts', async () => {
    receiver.answerWith((r, i) => (i === 0 ? 500 : 200));
    await t.request('PUT', `/webhooks/${hook.id}`, admin.token, {
      url: receiver.url,
      events: ['message.created'],
    });
    await customerSays(nextNumber(), 'Primeira tentativa falha');
    await eventually(() => expect(receiver.received).toHaveLength(2));
    const [first, second] = receiver.received;
    expect(first!.answered).toBe(500);
    expect(second!.answered).toBe(200);
    expect(second!.json.id).toBe(first!.json.id);
    expect(second!.raw).toBe(first!.raw);
    await eventually(async () => {
      const log = (await t.request('GET', `/webhooks/${hook.id}/deliveries`, admin.token)).json();
      expect(log.deliveries[0]).toMatchObject({
        status: 'success',
        attempts: 2,
        responseCode: 200,
      });
    });
  });

  it('keeps a ticket’s events in order: a later one waits for the earlier retry', async () => {
    await t.request('PUT', `/webhooks/${hook.id}`, admin.token, {
      url: receiver.url,
      events: ['message.created'],
    });
    // the first message fails twice before it is accepted
    receiver.answerWith((r) =>
      r.json.data.message.body === 'um' &&
      receiver.received.filter((x) => x.json.data.message.body === 'um').length < 2
        ? 500
        : 200,
    );
    const number = nextNumber();
    await customerSays(number, 'um');
    await customerSays(number, 'dois');
    await customerSays(number, 'três');
    await eventually(() =>
      expect(messagesReceived().filter((r) => r.answered === 200)).toHaveLength(3),
    );
    expect(messagesReceived().map((r) => `${r.json.data.message.body}:${r.answered}`)).toEqual([
      'um:500',
      'um:500',
      'um:200',
      'dois:200',
      'três:200',
    ]);
  });

  it('pauses an endpoint that keeps failing, tells the admins, and resumes when saved active', async () => {
    await t.request('PUT', `/webhooks/${hook.id}`, admin.token, {
      url: receiver.url,
      events: ['message.created'],
    });
    // once the customer has written, each attempt happens a day later: every failure is the
    // delivery's last (before that, the first one is simply retried)
    let dayLater = false;
    receiver.answerWith(() => {
      if (dayLater) clock.advance(25 * 3_600_000);
      return 503;
    });
    const socket = await t.connectSocket(admin.token);
    const notices = record(socket, companyChannel(admin.user.companyId, 'webhook'));
    const number = nextNumber();
    for (const body of ['a', 'b', 'c', 'd', 'e']) await customerSays(number, body);
    dayLater = true;
    await eventually(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      action: 'paused',
      webhook: { id: hook.id, status: 'paused', failureCount: 5 },
    });
    const bodies = receiver.received.map((r) => r.json.data.message.body as string);
    expect([...new Set(bodies)]).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(bodies.slice(-4)).toEqual(['b', 'c', 'd', 'e']);
    const sentWhilePaused = receiver.received.length;
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const shown = (await t.request('GET', `/webhooks/${hook.id}`, admin.token)).json();
    expect(shown).toMatchObject({ status: 'paused', active: true, failureCount: 5 });
    expect(shown.pausedAt).not.toBeNull();
    const log = (await t.request('GET', `/webhooks/${hook.id}/deliveries`, admin.token)).json();
    expect(log.deliveries.map((d: { status: string }) => d.status)).toEqual(
      Array(5).fill('failed'),
    );

    // while paused nothing is sent
    await customerSays(number, 'f');
    await sleep(1_500);
    expect(receiver.received).toHaveLength(sentWhilePaused);

    // saved active again: it resumes, and a redelivery goes out once
    receiver.answerWith(() => 200);
    const resumed = await t.request('PUT', `/webhooks/${hook.id}`, admin.token, {
      url: receiver.url,
      events: ['message.created'],
      active: true,
    });
    expect(resumed.json()).toMatchObject({ status: 'active', failureCount: 0, pausedAt: null });
    const redo = await t.request(
      'POST',
      `/webhooks/deliveries/${log.deliveries[0].id}/redeliver`,
      admin.token,
    );
    expect(redo.statusCode).toBe(200);
    await eventually(() => expect(receiver.received).toHaveLength(sentWhilePaused + 1));
    expect(receiver.received.at(-1)!.json.data.message.body).toBe('e');
    await customerSays(number, 'g');
    await eventually(() => expect(receiver.received).toHaveLength(sentWhilePaused + 2));
    expect(receiver.received.at(-1)!.json.data.message.body).toBe('g');
    // five deliveries, each retried through the job queue: slow on a busy machine
  }, 90_000);

  it('sends a ping on demand and answers with what the receiver said', async () => {
    receiver.answerWith(() => 200);
    const res = await t.request('POST', `/webhooks/${hook.id}/test`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'ping',
      status: 'success',
      responseCode: 200,
      responseExcerpt: 'recebido',
    });
    expect(receiver.received[0]!.json).toMatchObject({
      type: 'ping',
      data: { webhookId: hook.id },
    });
    receiver.answerWith(() => 500);
    const failed = await t.request('POST', `/webhooks/${hook.id}/test`, admin.token);
    expect(failed.json()).toMatchObject({ status: 'failed', responseCode: 500 });
  });

  it('shows the secret only on creation and rotation; a rotated secret signs the next events', async () => {
    expect(hook.secret).toMatch(/^whsec_/);
    const list = (await t.request('GET', '/webhooks', admin.token)).body;
    const one = (await t.request('GET', `/webhooks/${hook.id}`, admin.token)).body;
    for (const body of [list, one]) {
      expect(body).not.toContain(hook.secret);
      expect(body).not.toContain('secret');
    }
    const rotated = (
      await t.request('POST', `/webhooks/${hook.id}/rotate-secret`, admin.token)
    ).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);
    await t.request('POST', `/webhooks/${hook.id}/test`, admin.token);
    const ping = receiver.received.at(-1)!;
    expect(signatureValid(rotated.secret, ping.raw, ping.headers['x-atende-signature'])).toBe(true);
    expect(signatureValid(hook.secret, ping.raw, ping.headers['x-atende-signature'])).toBe(false);
  });
});
