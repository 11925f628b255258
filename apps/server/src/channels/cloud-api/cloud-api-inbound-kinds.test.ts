import { companyChannel, type MessageDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesWebhook } from '../../../test/fake-graph-api';
import { eventually, record } from '../../../test/harness';
import { PHONE_ID, startCloudApiDesk, type CloudApiDesk } from './cloud-api.testkit';

describe('the cloud-api channel: what each kind of message shows', () => {
  let d: CloudApiDesk;
  beforeAll(async () => {
    d = await startCloudApiDesk();
  });
  afterAll(() => d.close());

  const delivery = (from: string, messages: object[]) =>
    messagesWebhook(PHONE_ID, {
      contacts: [{ profile: { name: 'Maria Cliente' }, wa_id: from }],
      messages: messages.map((m) => ({ from, timestamp: d.nowSeconds(), ...m })),
    });
  const allProcessed = () =>
    eventually(async () => {
      expect((await d.storedWebhooks()).every((r) => r.processedAt)).toBe(true);
    });
  const customerMessages = async (number: string) =>
    (await d.messagesOf((await d.ticketOf(number)).id)).filter((m) => !m.fromMe);

  it('one message without a sender is skipped with a warning; the rest of the delivery gets in', async () => {
    const number = '5511966660001';
    const payload = delivery(number, [
      { id: 'wamid.OK-1', type: 'text', text: { body: 'primeira' } },
      { id: 'wamid.OK-2', type: 'text', text: { body: 'segunda' } },
    ]);
    const value = payload.entry[0]!.changes[0]!.value as { messages: object[] };
    value.messages.splice(1, 0, {
      id: 'wamid.NO-FROM',
      timestamp: d.nowSeconds(),
      type: 'text',
      text: { body: 'sem remetente' },
    });
    const res = await d.deliver(payload);
    expect(res.statusCode).toBe(200);
    await allProcessed();
    expect((await customerMessages(number)).map((m) => m.body)).toEqual(['primeira', 'segunda']);
    const warning = d.warnings().find((w) => w.wamid === 'wamid.NO-FROM');
    expect(warning).toMatchObject({
      msg: 'cloud-api webhook message of an unknown shape skipped',
      fields: 'from',
    });
    expect(JSON.stringify(warning)).not.toContain('sem remetente');
  });

  it('a location links to the map; a form answer, a number change and an order show their text', async () => {
    const number = '5511966660002';
    await d.deliver(
      delivery(number, [
        {
          id: 'wamid.LOC',
          type: 'location',
          location: {
            latitude: -23.5613,
            longitude: -46.6565,
            name: 'MASP',
            address: 'Av. Paulista, 1578',
          },
        },
        {
          id: 'wamid.FLOW',
          type: 'interactive',
          interactive: {
            type: 'nfm_reply',
            nfm_reply: {
              name: 'flow',
              body: 'Sent',
              response_json: '{"flow_token":"tok-1","nome":"Maria","assunto":"Boleto"}',
            },
          },
        },
        {
          id: 'wamid.SYS',
          type: 'system',
          system: {
            body: 'Maria changed from 5511966660002 to 5511966660099',
            new_wa_id: '5511966660099',
            type: 'user_changed_number',
          },
        },
        {
          id: 'wamid.ORDER',
          type: 'order',
          order: {
            catalog_id: 'C1',
            text: 'entregar à tarde',
            product_items: [
              {
                product_retailer_id: 'camiseta-azul',
                quantity: 2,
                item_price: 49.9,
                currency: 'BRL',
              },
            ],
          },
        },
      ]),
    );
    await allProcessed();
    expect((await customerMessages(number)).map((m) => [m.mediaType, m.body])).toEqual([
      [
        'locationMessage',
        '|https://maps.google.com/maps?q=-23.5613%2C-46.6565&z=17|MASP — Av. Paulista, 1578',
      ],
      ['chat', 'Sent\nnome: Maria\nassunto: Boleto'],
      ['chat', 'Maria changed from 5511966660002 to 5511966660099'],
      ['chat', 'Pedido: 1 item\n2 × camiseta-azul — 49.9 BRL\nentregar à tarde'],
    ]);
  });

  it('a reaction changed or taken back leaves only the current one, and the open chat hears it', async () => {
    const number = '5511966660003';
    await d.deliver(delivery(number, [{ id: 'wamid.R0', type: 'text', text: { body: 'Oi' } }]));
    await allProcessed();
    const ticket = await d.ticketOf(number);
    const socket = await d.t.connectSocket(d.admin.token);
    const heard = record(socket, companyChannel(d.admin.user.companyId, 'appMessage')) as {
      action: string;
      message: MessageDTO;
    }[];
    const react = (id: string, emoji?: string) =>
      d.deliver(
        delivery(number, [{ id, type: 'reaction', reaction: { message_id: 'wamid.R0', emoji } }]),
      );
    await react('wamid.R1', '👍');
    await allProcessed();
    await react('wamid.R2', '❤️');
    await allProcessed();
    const shown = async () =>
      (await d.messagesOf(ticket.id))
        .filter((m) => m.mediaType === 'reaction')
        .map((m) => [m.body, m.isDeleted, m.quotedMsg?.id]);
    const original = (await d.messagesOf(ticket.id))[0]!.id;
    // a message taken back shows no text (as a deleted one)
    expect(await shown()).toEqual([
      ['', true, original],
      ['❤️', false, original],
    ]);
    const heart = (await d.messagesOf(ticket.id)).at(-1)!;
    await react('wamid.R3');
    await allProcessed();
    expect(await shown()).toEqual([
      ['', true, original],
      ['', true, original],
    ]);
    await eventually(() => {
      const taken = heard.filter((e) => e.action === 'update' && e.message.id === heart.id);
      expect(taken.at(-1)?.message).toMatchObject({ mediaType: 'reaction', isDeleted: true });
    });
    // the lists no longer show the emoji as the last message
    const list = (await d.t.request('GET', `/tickets/${ticket.id}`, d.admin.token)).json();
    expect(list.lastMessage).toBe('');
  });
});
