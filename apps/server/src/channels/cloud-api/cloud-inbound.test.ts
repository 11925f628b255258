import { describe, expect, it } from 'vitest';
import { mapMessage } from './cloud-inbound';
import { cloudMessageSchema } from './webhook-payload';

/** Messages in the platform's documented shapes, as they arrive in `value.messages`. */
const incoming = (m: object) =>
  cloudMessageSchema.parse({ from: '16505551234', id: 'wamid.X', timestamp: '1700000000', ...m });

describe('cloud-api messages as the core stores them', () => {
  it('maps every kind of message', () => {
    expect(mapMessage(incoming({ type: 'text', text: { body: 'oi' } }))).toEqual({
      body: 'oi',
      mediaType: 'chat',
      quotedExternalId: undefined,
    });
    expect(
      mapMessage(
        incoming({
          type: 'document',
          document: {
            caption: 'contrato',
            filename: 'contrato.pdf',
            mime_type: 'application/pdf',
            sha256: 'x',
            id: 'DOC1',
          },
        }),
      ),
    ).toMatchObject({
      body: 'contrato',
      mediaType: 'application',
      media: { id: 'DOC1', mimetype: 'application/pdf', fileName: 'contrato.pdf' },
    });
    expect(
      mapMessage(
        incoming({
          type: 'audio',
          audio: { mime_type: 'audio/ogg; codecs=opus', id: 'AUD1', voice: true },
        }),
      ),
    ).toMatchObject({ body: '', mediaType: 'audio', media: { id: 'AUD1' } });
    expect(
      mapMessage(
        incoming({
          type: 'sticker',
          sticker: { mime_type: 'image/webp', id: 'STK1', animated: false },
        }),
      ),
    ).toMatchObject({ mediaType: 'image', media: { id: 'STK1' } });
    expect(
      mapMessage(incoming({ type: 'video', video: { mime_type: 'video/mp4', id: 'VID1' } })),
    ).toMatchObject({ mediaType: 'video' });
    expect(
      mapMessage(
        incoming({
          type: 'location',
          location: {
            latitude: -23.55,
            longitude: -46.63,
            name: 'Loja',
            address: 'Av. Paulista, 1000',
          },
        }),
      ),
    ).toMatchObject({
      body: '||Loja — Av. Paulista, 1000 (-23.55, -46.63)',
      mediaType: 'locationMessage',
    });
    const card = mapMessage(
      incoming({
        type: 'contacts',
        contacts: [
          {
            name: { formatted_name: 'João Silva', first_name: 'João' },
            phones: [{ phone: '+55 11 98888-0000', wa_id: '5511988880000', type: 'CELL' }],
          },
        ],
      }),
    );
    expect(card).toMatchObject({ mediaType: 'vcard' });
    expect(card!.body).toContain('FN:João Silva');
    expect(card!.body).toContain('TEL;type=CELL;waid=5511988880000:+55 11 98888-0000');
    expect(
      mapMessage(
        incoming({
          type: 'interactive',
          context: { from: '15550783881', id: 'wamid.MENU' },
          interactive: { type: 'button_reply', button_reply: { id: 'opt-1', title: 'Financeiro' } },
        }),
      ),
    ).toEqual({ body: 'Financeiro', mediaType: 'chat', quotedExternalId: 'wamid.MENU' });
    expect(
      mapMessage(
        incoming({
          type: 'interactive',
          interactive: {
            type: 'list_reply',
            list_reply: { id: 'r1', title: 'Segunda via', description: 'boleto' },
          },
        }),
      ),
    ).toMatchObject({ body: 'Segunda via' });
    expect(
      mapMessage(incoming({ type: 'button', button: { text: 'Sim', payload: 'YES' } })),
    ).toMatchObject({
      body: 'Sim',
    });
    expect(
      mapMessage(
        incoming({ type: 'reaction', reaction: { message_id: 'wamid.OUT1', emoji: '👍' } }),
      ),
    ).toEqual({ body: '👍', mediaType: 'chat', quotedExternalId: 'wamid.OUT1' });
    expect(
      mapMessage(incoming({ type: 'reaction', reaction: { message_id: 'wamid.OUT1' } })),
    ).toBeUndefined();
    expect(
      mapMessage(
        incoming({
          type: 'unsupported',
          errors: [{ code: 131051, title: 'Message type unknown' }],
        }),
      ),
    ).toMatchObject({ body: 'Mensagem de um tipo não suportado', mediaType: 'chat' });
  });
});
