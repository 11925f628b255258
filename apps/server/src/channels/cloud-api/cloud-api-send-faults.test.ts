import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/harness';
import { SEND_LEASE_SECONDS } from '../../modules/messages/message-send.job';
import { startOutboundDesk, TOKEN, type OutboundDesk } from './cloud-api-outbound.testkit';
import { GRAPH_TIMEOUTS, NO_ANSWER } from './graph-client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('no send is ever in flight twice', () => {
  it('a claim on a message outlasts the longest its channel may take to answer for it', () => {
    const { requestMs, fileMs } = GRAPH_TIMEOUTS;
    // a text: one request; a file: its upload, its send, and an audio's text after it
    expect(SEND_LEASE_SECONDS.text * 1000).toBeGreaterThan(2 * requestMs);
    expect(SEND_LEASE_SECONDS.media * 1000).toBeGreaterThan(fileMs + 2 * requestMs);
  });
});

describe('cloud-api sends when the platform is slow, refuses or cannot be reached', () => {
  let d: OutboundDesk;
  beforeAll(async () => {
    d = await startOutboundDesk({ requestMs: 400, fileMs: 800 });
  });
  afterAll(() => d.close());

  const sendsTo = (number: string) => d.fake.sends().filter((c) => c.json?.to === number);
  const jobStates = async (messageId: number) => {
    const result = await d.t.deps.db.execute(
      sql`select state from pgboss.job where name = 'message.send'
          and (data ->> 'messageId')::int = ${messageId}`,
    );
    return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
  };

  it('a send left without an answer fails once, saying to check, and is never sent again', async () => {
    const ticketId = await d.openTicket('5511977770001');
    d.fake.answerSendsAfter(1500);
    const res = await d.t.request('POST', `/messages/${ticketId}`, d.admin.token, {
      body: 'Seu pedido saiu para entrega',
    });
    const messageId = res.json().messages[0].id as number;
    const [message] = await d.settled(ticketId);
    expect(message).toMatchObject({ sendStatus: 'failed', sendError: NO_ANSWER });
    // the platform answers late (it had accepted the message): still one send, no retry
    await sleep(1600);
    d.fake.answerSendsAfter(0);
    expect(await jobStates(messageId)).toEqual(['completed']);
    expect(sendsTo('5511977770001')).toHaveLength(1);
    expect((await d.messagesOf(ticketId)).find((m) => m.id === messageId)?.sendStatus).toBe(
      'failed',
    );
  });

  it('an upload left without an answer is tried again: the file reaches the customer once', async () => {
    const ticketId = await d.openTicket('5511977770002');
    d.fake.answerUploadsAfter(2000);
    const res = await d.sendFile(ticketId, {
      name: 'boleto.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n%fake\n'),
    });
    expect(res.statusCode).toBe(200);
    const [message] = await d.settled(ticketId);
    expect(message).toMatchObject({ sendStatus: 'sent', sendError: null });
    expect(d.uploads().filter((c) => c.raw?.includes('boleto.pdf'))).toHaveLength(2);
    expect(sendsTo('5511977770002')).toHaveLength(1);
  });

  it('says a refusal in Portuguese, with the platform’s code and its words kept short', async () => {
    const ticketId = await d.openTicket('5511977770003');
    d.fake.failNext(400, 131047, 'Re-engagement message');
    await d.t.request('POST', `/messages/${ticketId}`, d.admin.token, { body: 'Olá de novo' });
    const [message] = await d.settled(ticketId);
    expect(message!.sendError).toBe(
      'Mais de 24 horas desde a última mensagem do cliente: envie um modelo aprovado (131047: Re-engagement message)',
    );
  });

  it('a send refused for the access token shows on the connection; a send that passes clears it', async () => {
    const ticketId = await d.openTicket('5511977770004');
    d.fake.failNext(401, 190, 'Error validating access token: Session has expired.');
    await d.t.request('POST', `/messages/${ticketId}`, d.admin.token, { body: 'Primeira' });
    const [refused] = await d.settled(ticketId);
    expect(refused!.sendError).toMatch(/^Token de acesso inválido ou expirado/);
    expect(await d.connection()).toEqual(
      expect.objectContaining({ status: 'DISCONNECTED', statusReason: refused!.sendError }),
    );
    // a customer's message proves nothing about the token: the status stays
    await d.customerSays('5511977770004', 'wamid.still-there');
    await eventually(async () =>
      expect((await d.messagesOf(ticketId)).filter((m) => !m.fromMe)).toHaveLength(2),
    );
    expect((await d.connection()).status).toBe('DISCONNECTED');
    // a send that goes through does
    await d.t.request('POST', `/messages/${ticketId}`, d.admin.token, { body: 'Segunda' });
    await eventually(async () =>
      expect(await d.connection()).toEqual(
        expect.objectContaining({ status: 'CONNECTED', statusReason: '' }),
      ),
    );
  });

  it('saving the connection with a wrong token checks it: the status says it is refused', async () => {
    const edit = (accessToken: string) =>
      d.t.request('PUT', `/whatsapp/${d.connId}`, d.admin.token, {
        name: 'Oficial',
        cloudApi: { accessToken },
      });
    const wrong = await edit('EAAWRONGTOKEN');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      status: 'DISCONNECTED',
      statusReason:
        'Token de acesso inválido ou expirado: confira o token da conexão (190: Invalid OAuth access token.)',
    });
    const right = await edit(TOKEN);
    expect(right.json()).toMatchObject({ status: 'CONNECTED', statusReason: '' });
  });

  it('an API that cannot be reached is checked again by itself until it answers', async () => {
    d.fake.down();
    const retry = await d.t.request('POST', `/whatsappsession/${d.connId}`, d.admin.token, {});
    expect(retry.statusCode).toBe(400);
    expect(await d.connection()).toMatchObject({
      status: 'OPENING',
      statusReason: expect.stringMatching(
        /^API do WhatsApp inacessível: .+\. Nova tentativa automática em 2 s$/,
      ),
    });
    // still down two seconds later: the next check waits longer
    d.time.advance(2000);
    await eventually(async () => {
      expect((await d.connection()).statusReason).toMatch(/Nova tentativa automática em 4 s$/);
      expect(d.time.pending()).toBe(1);
    });
    d.fake.down(false);
    d.time.advance(4000);
    await eventually(async () =>
      expect(await d.connection()).toMatchObject({ status: 'CONNECTED', statusReason: '' }),
    );
    expect(d.time.pending()).toBe(0);
  });

  it('a customer’s message while the API seemed unreachable shows the connection works', async () => {
    d.fake.down();
    await d.t.request('POST', `/whatsappsession/${d.connId}`, d.admin.token, {});
    expect((await d.connection()).status).toBe('OPENING');
    d.fake.down(false);
    await d.customerSays('5511977770005', 'wamid.while-opening');
    await eventually(async () => expect((await d.connection()).status).toBe('CONNECTED'));
    // the re-check then finds nothing to do
    d.time.advance(2000);
    expect(d.time.pending()).toBe(0);
    expect((await d.connection()).status).toBe('CONNECTED');
  });
});
