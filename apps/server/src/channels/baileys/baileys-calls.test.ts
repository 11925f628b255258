import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WACallEvent } from 'baileys';
import { eventually } from '../../../test/harness';
import type { FakeSocket } from '../../../test/fake-baileys';
import { openBaileysDesk } from './baileys-testkit';

type Desk = Awaited<ReturnType<typeof openBaileysDesk>>;

/** Calls to a Baileys number: logged in the ticket; turned down when the company says so. */
describe('baileys calls', () => {
  let d: Desk;
  let sock: FakeSocket;
  beforeAll(async () => {
    d = await openBaileysDesk();
    const c = await d.connect('Loja');
    c.socket.open();
    sock = c.socket;
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
  });
  afterAll(() => d?.t.close());

  const jid = (n: string) => `${n}@s.whatsapp.net`;
  const ring = (id: string, number: string, status: WACallEvent['status']): WACallEvent => ({
    chatId: jid(number),
    from: jid(number),
    id,
    date: new Date(),
    status,
    offline: false,
  });
  const bodiesOf = (number: string) =>
    eventually(async () => {
      const list = await d.t.request(
        'GET',
        `/tickets?searchParam=${number}&showAll=true`,
        d.admin.token,
      );
      const [ticket] = list.json().tickets as { id: number }[];
      if (!ticket) throw new Error('no ticket yet');
      const res = await d.t.request('GET', `/messages/${ticket.id}?markRead=false`, d.admin.token);
      return (res.json().messages as { body: string; mediaType: string }[]).map((m) => [
        m.mediaType,
        m.body,
      ]);
    });

  it('logs a call once, and lets it ring while calls are taken', async () => {
    sock.emit('call', [
      ring('CALL-1', '5511970000004', 'offer'),
      ring('CALL-1', '5511970000004', 'terminate'),
    ]);
    await eventually(async () =>
      expect((await bodiesOf('5511970000004')).map(([type]) => type)).toEqual(['call_log']),
    );
    expect(sock.rejected).toEqual([]);
  });

  it('turns the call down and asks the caller to write when calls are not taken', async () => {
    const put = await d.t.request('PUT', '/settings/call', d.admin.token, { value: 'disabled' });
    expect(put.statusCode).toBe(200);
    d.wa.onWhatsApp.add('5511970000008');
    sock.emit('call', [ring('CALL-2', '5511970000008', 'offer')]);
    await eventually(async () =>
      expect(await bodiesOf('5511970000008')).toEqual([
        ['call_log', expect.stringMatching(/^Chamada de voz\/vídeo perdida às \d\d:\d\d$/)],
        [
          'chat',
          '*Mensagem automática:* as chamadas de voz e vídeo estão desabilitadas neste WhatsApp. Por favor, envie uma mensagem de texto. Obrigado!',
        ],
      ]),
    );
    expect(sock.rejected).toEqual([['CALL-2', jid('5511970000008')]]);
    // the text went to the caller's WhatsApp
    await eventually(() =>
      expect(sock.sent.map((m) => [m.jid, (m.content as { text?: string }).text])).toContainEqual([
        jid('5511970000008'),
        expect.stringContaining('as chamadas de voz e vídeo estão desabilitadas'),
      ]),
    );
  });
});
