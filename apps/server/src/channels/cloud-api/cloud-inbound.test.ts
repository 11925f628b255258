import { describe, expect, it } from 'vitest';
import { mapMessage, reactionRemovedFrom } from './cloud-inbound';
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
      // the shape of every channel (location-body.ts): no preview, the map link, the place
      body: '|https://maps.google.com/maps?q=-23.55%2C-46.63&z=17|Loja — Av. Paulista, 1000',
      mediaType: 'locationMessage',
    });
    expect(
      mapMessage(incoming({ type: 'location', location: { latitude: 1.5, longitude: 2 } }))?.body,
    ).toBe('|https://maps.google.com/maps?q=1.5%2C2&z=17|1.5, 2');
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
    ).toEqual({ body: '👍', mediaType: 'reaction', quotedExternalId: 'wamid.OUT1' });
    const removed = incoming({
      type: 'reaction',
      reaction: { message_id: 'wamid.OUT1', emoji: '' },
    });
    expect(mapMessage(removed)).toBeUndefined();
    expect(reactionRemovedFrom(removed)).toBe('wamid.OUT1');
    expect(
      reactionRemovedFrom(
        incoming({ type: 'reaction', reaction: { message_id: 'wamid.OUT1', emoji: '👍' } }),
      ),
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

  it('shows a form answer by its fields, a notice by its text and an order by its items', () => {
    const flow = (nfm_reply: object) =>
      mapMessage(incoming({ type: 'interactive', interactive: { type: 'nfm_reply', nfm_reply } }));
    expect(
      flow({
        name: 'flow',
        response_json: '{"flow_token":"t","cpf":"123","opcoes":["a","b"],"aceite":true}',
      }),
    ).toMatchObject({ body: 'cpf: 123\nopcoes: a, b\naceite: true', mediaType: 'chat' });
    expect(flow({ body: 'Agendamento enviado', response_json: '{"flow_token":"t"}' })?.body).toBe(
      'Agendamento enviado',
    );
    expect(flow({ response_json: 'não é json' })?.body).toBe('não é json');
    expect(flow({})?.body).toBe('Resposta de formulário');
    expect(
      mapMessage(
        incoming({
          type: 'system',
          system: { body: 'João changed their phone number', type: 'user_changed_number' },
        }),
      ),
    ).toMatchObject({ body: 'João changed their phone number', mediaType: 'chat' });
    expect(
      mapMessage(
        incoming({
          type: 'order',
          order: {
            catalog_id: 'C',
            product_items: [
              { product_retailer_id: 'a', quantity: 1, item_price: 10, currency: 'BRL' },
              { product_retailer_id: 'b', quantity: '3' },
            ],
          },
        }),
      )?.body,
    ).toBe('Pedido: 2 itens\n1 × a — 10 BRL\n3 × b');
  });
});
