import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesWebhook } from '../../../test/fake-graph-api';
import { eventually } from '../../../test/harness';
import { PHONE_ID, startCloudApiDesk, type CloudApiDesk } from './cloud-api.testkit';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

describe('the cloud-api channel: media the platform does not serve', () => {
  let d: CloudApiDesk;
  beforeAll(async () => {
    // every retry of the webhook job after a second, without backoff
    d = await startCloudApiDesk({ retryDelaySeconds: 1 });
  });
  afterAll(() => d.close());

  /** A delivery of several messages from one customer, with statuses. */
  const delivery = (from: string, messages: object[], statuses: object[] = []) =>
    messagesWebhook(PHONE_ID, {
      contacts: [{ profile: { name: 'Maria Cliente' }, wa_id: from }],
      messages: messages.map((m) => ({ from, timestamp: d.nowSeconds(), ...m })),
      statuses,
    });
  const allProcessed = () =>
    eventually(async () => {
      expect((await d.storedWebhooks()).every((r) => r.processedAt)).toBe(true);
    }, 30_000);
  const fileCalls = (mediaId: string) =>
    d.fake.calls.filter((c) => c.path === `/files/${mediaId}`).length;
  /** The channel's own warnings (others' are not this test's business). */
  const channelWarnings = () => d.warnings().filter((w) => w.msg.startsWith('cloud-api:'));

  /** A customer's open ticket with one message sent by the agent; its wamid. */
  async function conversation(number: string) {
    await d.deliver(
      delivery(number, [{ id: `wamid.${number}.1`, type: 'text', text: { body: 'Oi' } }]),
    );
    const ticket = await eventually(() => d.ticketOf(number));
    await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
    await d.t.request('POST', `/messages/${ticket.id}`, d.admin.token, { body: `Olá ${number}` });
    const sentId = await eventually(() => {
      const call = d.fake.sends().find((c) => JSON.stringify(c.json).includes(`Olá ${number}`));
      if (!call?.sentId) throw new Error('not sent yet');
      return call.sentId;
    });
    await allProcessed();
    return { ticket, sentId };
  }

  it('an image whose file expired (404) keeps its caption and shows as unavailable; the text and status beside it get in, once, without retries', async () => {
    const number = '5511977770001';
    const { ticket, sentId } = await conversation(number);
    d.fake.addMedia('MEDIA-EXPIRED', JPEG, 'image/jpeg');
    d.fake.failDownload('MEDIA-EXPIRED', 404);
    const res = await d.deliver(
      delivery(
        number,
        [
          {
            id: 'wamid.EXPIRED-IMG',
            type: 'image',
            image: { caption: 'comprovante do pix', mime_type: 'image/jpeg', id: 'MEDIA-EXPIRED' },
          },
          { id: 'wamid.AFTER-IMG', type: 'text', text: { body: 'segue o comprovante' } },
        ],
        [{ id: sentId, status: 'read', timestamp: d.nowSeconds(), recipient_id: number }],
      ),
    );
    expect(res.statusCode).toBe(200);
    await allProcessed();
    const msgs = await d.messagesOf(ticket.id);
    const fromCustomer = msgs.filter((m) => !m.fromMe);
    expect(fromCustomer.map((m) => [m.body, m.mediaType, m.mediaUrl ?? null])).toEqual([
      ['Oi', 'chat', null],
      ['comprovante do pix', 'image', null],
      ['segue o comprovante', 'chat', null],
    ]);
    expect(msgs.find((m) => m.fromMe)!.ack).toBe(3);
    // refused for good: asked once, never again
    expect(fileCalls('MEDIA-EXPIRED')).toBe(1);
    const warning = channelWarnings().find((w) => w.wamid === 'wamid.EXPIRED-IMG');
    expect(warning).toMatchObject({
      level: 40,
      msg: 'cloud-api: media unavailable, message stored without it',
      reason: 'Mídia inacessível: HTTP 404',
    });
    const logged = JSON.stringify(channelWarnings());
    for (const secret of ['comprovante', number]) expect(logged).not.toContain(secret);
  });

  it('a document the platform no longer knows (400, error 100) is stored by its name, without the file', async () => {
    const number = '5511977770002';
    d.fake.removeMedia('MEDIA-GONE');
    await d.deliver(
      delivery(number, [
        {
          id: 'wamid.GONE-DOC',
          type: 'document',
          document: { filename: 'contrato.pdf', mime_type: 'application/pdf', id: 'MEDIA-GONE' },
        },
      ]),
    );
    await allProcessed();
    const ticket = await d.ticketOf(number);
    const [doc] = await d.messagesOf(ticket.id);
    expect(doc).toMatchObject({
      body: '',
      mediaType: 'application',
      mediaName: 'contrato.pdf',
      mediaUrl: null,
    });
    expect(d.fake.calls.filter((c) => c.path.endsWith('/MEDIA-GONE'))).toHaveLength(1);
    expect(channelWarnings().find((w) => w.wamid === 'wamid.GONE-DOC')?.reason).toContain(
      'does not exist',
    );
  });

  it('a file the platform cannot serve for now (503) is fetched on a later try; the text beside it is stored once', async () => {
    const number = '5511977770003';
    d.fake.addMedia('MEDIA-LATER', JPEG, 'image/jpeg');
    d.fake.failDownload('MEDIA-LATER', 503, 1);
    await d.deliver(
      delivery(number, [
        { id: 'wamid.LATER-TXT', type: 'text', text: { body: 'vou mandar a foto' } },
        {
          id: 'wamid.LATER-IMG',
          type: 'image',
          image: { mime_type: 'image/jpeg', id: 'MEDIA-LATER' },
        },
      ]),
    );
    await allProcessed();
    const ticket = await d.ticketOf(number);
    const msgs = await d.messagesOf(ticket.id);
    expect(msgs.map((m) => [m.body, m.mediaType])).toEqual([
      ['vou mandar a foto', 'chat'],
      ['', 'image'],
    ]);
    const file = await d.t.request('GET', `/messages/${msgs[1]!.id}/media`, d.admin.token);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect(fileCalls('MEDIA-LATER')).toBe(2);
    expect(channelWarnings().find((w) => w.wamid === 'wamid.LATER-IMG')).toMatchObject({
      msg: 'cloud-api: media not fetched, tried again later',
      reason: 'Mídia inacessível: HTTP 503',
    });
  });

  it('a file the platform never serves (500) is given up on the last try: the message is stored without it', async () => {
    const number = '5511977770004';
    d.fake.addMedia('MEDIA-DOWN', JPEG, 'image/jpeg');
    d.fake.failDownload('MEDIA-DOWN', 500);
    await d.deliver(
      delivery(number, [
        {
          id: 'wamid.DOWN-IMG',
          type: 'image',
          image: { caption: 'a etiqueta', mime_type: 'image/jpeg', id: 'MEDIA-DOWN' },
        },
      ]),
    );
    await allProcessed();
    const ticket = await d.ticketOf(number);
    const msgs = await d.messagesOf(ticket.id);
    expect(msgs.map((m) => [m.body, m.mediaType, m.mediaUrl])).toEqual([
      ['a etiqueta', 'image', null],
    ]);
    // the first run and its six retries
    expect(fileCalls('MEDIA-DOWN')).toBe(7);
    expect(
      channelWarnings()
        .filter((w) => w.wamid === 'wamid.DOWN-IMG')
        .at(-1)?.msg,
    ).toBe('cloud-api: media not fetched, message stored without it');
  }, 40_000);
});
