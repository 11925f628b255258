import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proto, type WAMessageKey } from 'baileys';
import { eventually } from '../../../test/harness';
import { waMessage, type FakeSocket } from '../../../test/fake-baileys';
import { openBaileysDesk } from './baileys-testkit';

type Desk = Awaited<ReturnType<typeof openBaileysDesk>>;
interface Msg {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaUrl: string | null;
  participant: string | null;
  participantName: string | null;
  ack: number;
  isEdited: boolean;
  isDeleted: boolean;
  quotedMsg: { body: string } | null;
  sendStatus: string;
  sendError: string | null;
}

describe('baileys inbound and outbound', () => {
  let d: Desk;
  let sock: FakeSocket;
  let conn: { id: number };
  beforeAll(async () => {
    d = await openBaileysDesk();
    const c = await d.connect('Loja');
    c.socket.open();
    sock = c.socket;
    conn = c;
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
  });
  afterAll(() => d?.t.close());

  const tickets = async (search: string) =>
    (await d.t.request('GET', `/tickets?searchParam=${search}&showAll=true`, d.admin.token)).json()
      .tickets as { id: number; isGroup: boolean; contact: { number: string; name: string } }[];
  const ticketOf = (number: string) =>
    eventually(async () => {
      // searched by its digits, as an agent types a number (a group's is its id's digits)
      const digits = number.replace(/@.*/, '');
      const found = (await tickets(digits)).filter((t) => t.contact.number === number);
      expect(found).toHaveLength(1);
      return found[0]!;
    });
  const messagesOf = async (ticketId: number) =>
    (await d.t.request('GET', `/messages/${ticketId}?markRead=false`, d.admin.token)).json()
      .messages as Msg[];
  const jid = (n: string) => `${n}@s.whatsapp.net`;
  const text = (
    id: string,
    from: string,
    body: string,
    extra: Omit<Partial<WAMessageKey>, 'id' | 'remoteJid'> & { remoteJid?: string } = {},
  ) => waMessage({ ...extra, id, remoteJid: extra.remoteJid ?? jid(from) }, { conversation: body });

  it('ingests live and replayed messages once, whichever way they come', async () => {
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [text('IN-1', '5511970000001', 'Oi')],
    });
    sock.emit('messages.upsert', {
      type: 'append',
      messages: [text('IN-1', '5511970000001', 'Oi'), text('IN-2', '5511970000001', 'Perdida')],
    });
    const ticket = await ticketOf('5511970000001');
    await eventually(async () =>
      expect((await messagesOf(ticket.id)).map((m) => m.body)).toEqual(['Oi', 'Perdida']),
    );
  });

  it('stores every kind: media downloaded once, location, contact card, quoted reply', async () => {
    const from = '5511970000002';
    const k = (id: string) => ({ id, remoteJid: jid(from) });
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [
        waMessage(k('M-IMG'), { imageMessage: { mimetype: 'image/jpeg', caption: 'foto' } }),
        waMessage(k('M-PTT'), { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true } }),
        waMessage(k('M-VID'), { videoMessage: { mimetype: 'video/mp4' } }),
        waMessage(k('M-DOC'), {
          documentWithCaptionMessage: {
            message: {
              documentMessage: { mimetype: 'application/pdf', fileName: 'nota.pdf', caption: 'nf' },
            },
          },
        }),
        waMessage(k('M-STK'), { stickerMessage: { mimetype: 'image/webp' } }),
        waMessage(k('M-LOC'), {
          locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja' },
        }),
        waMessage(k('M-VCF'), {
          contactMessage: { displayName: 'Ana', vcard: 'BEGIN:VCARD\nFN:Ana\nEND:VCARD' },
        }),
        waMessage(k('M-QUOTE'), {
          extendedTextMessage: { text: 'sobre a foto', contextInfo: { stanzaId: 'M-IMG' } },
        }),
      ],
    });
    // the image delivered again is not downloaded again
    sock.emit('messages.upsert', {
      type: 'append',
      messages: [
        waMessage(k('M-IMG'), { imageMessage: { mimetype: 'image/jpeg', caption: 'foto' } }),
      ],
    });
    const ticket = await ticketOf(from);
    const msgs = await eventually(async () => {
      const all = await messagesOf(ticket.id);
      expect(all).toHaveLength(8);
      return all;
    });
    expect(msgs.map((m) => [m.mediaType, m.body, !!m.mediaUrl])).toEqual([
      ['image', 'foto', true],
      ['audio', '', true],
      ['video', '', true],
      ['application', 'nf', true],
      ['image', '', true],
      ['locationMessage', '|https://maps.google.com/maps?q=-23.5%2C-46.6&z=17|Loja', false],
      ['vcard', 'BEGIN:VCARD\nFN:Ana\nEND:VCARD', false],
      ['chat', 'sobre a foto', false],
    ]);
    expect(msgs[7]!.quotedMsg?.body).toBe('foto');
    expect(d.downloads.filter((id) => id === 'M-IMG')).toHaveLength(1);
  });

  it('stores a message whose file cannot be downloaded, with its caption, and goes on', async () => {
    const from = '5511970000009';
    const k = (id: string) => ({ id, remoteJid: jid(from) });
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [
        waMessage(k('GONE-IMG'), {
          imageMessage: { mimetype: 'image/jpeg', caption: 'comprovante' },
        }),
        text('GONE-AFTER', from, 'Mandei o comprovante acima'),
      ],
    });
    const ticket = await ticketOf(from);
    const msgs = await eventually(async () => {
      const all = await messagesOf(ticket.id);
      expect(all).toHaveLength(2);
      return all;
    });
    expect(msgs.map((m) => [m.mediaType, m.body, m.mediaUrl])).toEqual([
      ['image', 'comprovante', null],
      ['chat', 'Mandei o comprovante acima', null],
    ]);
  });

  it('applies edits and deletions for everyone', async () => {
    const from = '5511970000003';
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [text('E-1', from, 'errado'), text('E-2', from, 'some')],
    });
    const ticket = await ticketOf(from);
    await eventually(async () => expect(await messagesOf(ticket.id)).toHaveLength(2));
    sock.emit('messages.update', [
      {
        key: { remoteJid: jid(from), id: 'E-1', fromMe: false },
        update: { message: { editedMessage: { message: { conversation: 'certo' } } } },
      },
      {
        key: { remoteJid: jid(from), id: 'E-2', fromMe: false },
        update: { message: null, messageStubType: proto.WebMessageInfo.StubType.REVOKE },
      },
    ]);
    await eventually(async () =>
      expect((await messagesOf(ticket.id)).map((m) => [m.body, m.isEdited, m.isDeleted])).toEqual([
        ['certo', true, false],
        // a message deleted for everyone shows without its text
        ['', false, true],
      ]),
    );
  });

  it('flags group messages (groups not ignored) and shows what was typed on the phone', async () => {
    const put = await d.t.request('PUT', '/settings/CheckMsgIsGroup', d.admin.token, {
      value: 'disabled',
    });
    expect(put.statusCode).toBe(200);
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [
        waMessage(
          { id: 'G-1', remoteJid: '120363000000000001@g.us', participant: jid('5511970000005') },
          { conversation: 'no grupo' },
          { pushName: 'Bia da Loja' },
        ),
      ],
    });
    const group = await ticketOf('120363000000000001@g.us');
    expect(group.isGroup).toBe(true);
    expect(group.contact.name).toBe('Grupo da Loja');
    // the member who wrote it: their number and their own WhatsApp name
    await eventually(async () =>
      expect(
        (await messagesOf(group.id)).map((m) => [m.body, m.participant, m.participantName]),
      ).toEqual([['no grupo', '5511970000005', 'Bia da Loja']]),
    );

    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [text('PHONE-1', '5511970000006', 'digitado no celular', { fromMe: true })],
    });
    const mine = await ticketOf('5511970000006');
    await eventually(async () =>
      expect((await messagesOf(mine.id)).map((m) => [m.body, m.fromMe])).toEqual([
        ['digitado no celular', true],
      ]),
    );
  });

  it('keeps one contact for a person writing from a hidden identifier (@lid)', async () => {
    const lid = '99887766554433@lid';
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [
        text('L-1', '', 'com número', { remoteJid: lid, remoteJidAlt: jid('5511970000007') }),
      ],
    });
    const ticket = await ticketOf('5511970000007');
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [text('L-2', '', 'só lid', { remoteJid: lid })],
    });
    sock.emit('lid-mapping.update', { lid: '11223344556677@lid', pn: jid('5511970000008') });
    sock.emit('messaging-history.set', {
      chats: [],
      contacts: [],
      messages: [],
      lidPnMappings: [{ lid: '55667788990011@lid', pn: jid('5511970000009') }],
    });
    await eventually(async () => expect(await messagesOf(ticket.id)).toHaveLength(2));
    sock.emit('messages.upsert', {
      type: 'notify',
      messages: [text('L-3', '', 'mapeado antes', { remoteJid: '11223344556677@lid' })],
    });
    await ticketOf('5511970000008');
    sock.emit('messages.upsert', {
      type: 'append',
      messages: [text('L-4', '', 'da sincronização', { remoteJid: '55667788990011@lid' })],
    });
    await ticketOf('5511970000009');
    expect(await tickets('99887766554433')).toEqual([]);
  });

  it('sends replies, raises ticks from receipts and reads back to the phone', async () => {
    d.wa.onWhatsApp.add('5511970000001');
    const ticket = await ticketOf('5511970000001');
    await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
    const quoted = (await messagesOf(ticket.id))[0]!;
    const res = await d.t.request('POST', `/messages/${ticket.id}`, d.admin.token, {
      body: 'Olá!',
      quotedMsg: { id: quoted.id },
    });
    expect(res.statusCode).toBe(200);
    const out = await eventually(() => {
      const s = sock.sent.find((m) => JSON.stringify(m.content) === '{"text":"Olá!"}');
      expect(s).toBeDefined();
      return s!;
    });
    expect(out.jid).toBe(jid('5511970000001'));
    expect(out.quoted?.id).toBe('IN-1');
    const mine = await eventually(async () => {
      const m = (await messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(m.sendStatus).toBe('sent');
      return m;
    });
    const key = { remoteJid: out.jid, id: out.id, fromMe: true };
    sock.emit('messages.update', [
      { key, update: { status: proto.WebMessageInfo.Status.DELIVERY_ACK } },
    ]);
    await eventually(async () =>
      expect((await messagesOf(ticket.id)).find((m) => m.id === mine.id)!.ack).toBe(2),
    );
    sock.emit('message-receipt.update', [{ key, receipt: { userJid: out.jid, readTimestamp: 1 } }]);
    await eventually(async () =>
      expect((await messagesOf(ticket.id)).find((m) => m.id === mine.id)!.ack).toBe(3),
    );

    await d.t.request('GET', `/messages/${ticket.id}`, d.admin.token);
    await eventually(() =>
      expect(sock.read.map((k) => k.id)).toEqual(expect.arrayContaining(['IN-1', 'IN-2'])),
    );
  });

  it('refuses to send to a number that is not on WhatsApp (ERR_WAPP_INVALID_CONTACT)', async () => {
    const adapter = d.t.runtime.channels.baileys;
    const ref = { id: conn.id, companyId: d.admin.user.companyId, name: 'Loja' };
    await expect(adapter.send(ref, { to: '5511900000099', body: 'x' })).rejects.toMatchObject({
      code: 'ERR_WAPP_INVALID_CONTACT',
      retryable: false,
    });
    expect(await adapter.checkNumber(ref, '5511900000099')).toEqual({
      exists: false,
      number: '5511900000099',
    });
    expect(await adapter.checkNumber(ref, '5511970000001')).toEqual({
      exists: true,
      number: '5511970000001',
    });
    expect(await adapter.profilePicture(ref, '5511970000001')).toBe(
      'https://pictures.test/5511970000001.jpg',
    );
    expect(await adapter.profilePicture(ref, '5511900000099')).toBeNull();

    const ticket = await ticketOf('5511970000002');
    await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
    await d.t.request('POST', `/messages/${ticket.id}`, d.admin.token, { body: 'Para ninguém' });
    await eventually(async () => {
      const m = (await messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect([m.sendStatus, m.sendError]).toEqual(['failed', 'Este número não está no WhatsApp']);
    });
  });
});
