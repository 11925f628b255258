import { describe, expect, it } from 'vitest';
import { ackOfStatus, editedText, fileNameFor, mapContent } from './inbound-content';

describe('a WhatsApp message as the core stores it', () => {
  it('unwraps disappearing and view-once messages', () => {
    expect(mapContent({ ephemeralMessage: { message: { conversation: 'some' } } })).toEqual({
      body: 'some',
      mediaType: 'chat',
    });
    expect(
      mapContent({
        viewOnceMessageV2: {
          message: { imageMessage: { mimetype: 'image/jpeg', caption: 'uma vez' } },
        },
      }),
    ).toMatchObject({ body: 'uma vez', mediaType: 'image', media: { kind: 'imageMessage' } });
  });

  it('keeps a location thumbnail, its map link and the place', () => {
    const body = mapContent({
      liveLocationMessage: {
        degreesLatitude: 1.5,
        degreesLongitude: 2,
        jpegThumbnail: Buffer.from('jpg'),
      },
    })!.body;
    expect(body).toBe(
      `data:image/jpeg;base64,${Buffer.from('jpg').toString('base64')}|https://maps.google.com/maps?q=1.5%2C2&z=17|1.5, 2`,
    );
  });

  it('joins several contact cards, and builds one when WhatsApp sent only a name', () => {
    expect(
      mapContent({
        contactsArrayMessage: {
          contacts: [{ vcard: 'BEGIN:VCARD\nFN:A\nEND:VCARD' }, { displayName: 'B' }],
        },
      }),
    ).toEqual({
      body: 'BEGIN:VCARD\nFN:A\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:B\nEND:VCARD',
      mediaType: 'vcard',
      quotedExternalId: undefined,
    });
  });

  it('turns a reaction into a quoting message, and ignores one taken back', () => {
    expect(mapContent({ reactionMessage: { text: '👍', key: { id: 'M1' } } })).toEqual({
      body: '👍',
      mediaType: 'chat',
      quotedExternalId: 'M1',
    });
    expect(mapContent({ reactionMessage: { text: '', key: { id: 'M1' } } })).toBeUndefined();
  });

  it('says nothing for protocol traffic and a short notice for kinds a desk cannot show', () => {
    expect(mapContent({ protocolMessage: { type: 0 } })).toBeUndefined();
    expect(mapContent({ senderKeyDistributionMessage: {} })).toBeUndefined();
    expect(mapContent(null)).toBeUndefined();
    expect(mapContent({ paymentInviteMessage: { serviceType: 1 } })).toEqual({
      body: 'Mensagem de um tipo não suportado',
      mediaType: 'chat',
      quotedExternalId: undefined,
    });
  });

  it('shows a poll with its options, an event, and the answers to buttons', () => {
    const poll = {
      name: 'Melhor horário?',
      options: [{ optionName: 'Manhã' }, { optionName: 'Tarde' }],
    };
    for (const kind of ['pollCreationMessage', 'pollCreationMessageV3']) {
      expect(mapContent({ [kind]: poll })).toEqual({
        body: '📊 Enquete: Melhor horário?\n• Manhã\n• Tarde',
        mediaType: 'chat',
      });
    }
    expect(
      mapContent({ eventMessage: { name: 'Visita técnica', description: 'Sábado às 9h' } })!.body,
    ).toBe('📅 Evento: Visita técnica\nSábado às 9h');
    expect(
      mapContent({ templateButtonReplyMessage: { selectedDisplayText: 'Quero comprar' } }),
    ).toEqual({ body: 'Quero comprar', mediaType: 'chat' });
    expect(
      mapContent({ interactiveResponseMessage: { body: { text: 'Confirmar pedido' } } })!.body,
    ).toBe('Confirmar pedido');
    expect(mapContent({ interactiveResponseMessage: {} })!.body).toBe(
      'Mensagem de um tipo não suportado',
    );
  });

  it('reads edits, acks and file names', () => {
    expect(
      editedText({ editedMessage: { message: { extendedTextMessage: { text: 'novo' } } } }),
    ).toBe('novo');
    expect([0, 1, 2, 3, 4, 5, undefined].map(ackOfStatus)).toEqual([
      undefined,
      undefined,
      1,
      2,
      3,
      4,
      undefined,
    ]);
    expect(fileNameFor('audioMessage', 'audio/ogg; codecs=opus')).toBe('audio.ogg');
    expect(fileNameFor('documentMessage', 'application/pdf', 'nota.pdf')).toBe('nota.pdf');
  });
});
