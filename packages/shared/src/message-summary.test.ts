import { describe, expect, it } from 'vitest';
import { messageSummary, vcardName } from './message-summary';

const card =
  'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:João Silva\r\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\r\nEND:VCARD';

describe('the one line that stands for a message', () => {
  it('says a location and a contact card as such, not as they are stored', () => {
    const location = '|https://maps.google.com/maps?q=-23.55%2C-46.63&z=17|Av. Paulista, 1000';
    expect(messageSummary({ body: location, mediaType: 'locationMessage' })).toBe(
      '📍 Localização: Av. Paulista, 1000',
    );
    expect(messageSummary({ body: '|https://maps.example/x|', mediaType: 'locationMessage' })).toBe(
      '📍 Localização',
    );
    expect(messageSummary({ body: card, mediaType: 'vcard' })).toBe('👤 Contato: João Silva');
    expect(vcardName('BEGIN:VCARD\nEND:VCARD')).toBe('');
  });

  it('marks a file by its kind, with its caption, or a document by its name', () => {
    const file = (mediaType: string, body = '', mediaName = 'PTT-20260315-WA0001.ogg') =>
      messageSummary({ body, mediaType, mediaName });
    expect(file('image')).toBe('📷 Foto');
    expect(file('image', 'Olha o defeito')).toBe('📷 Olha o defeito');
    expect(file('audio')).toBe('🎤 Áudio');
    expect(file('video')).toBe('🎥 Vídeo');
    expect(file('sticker')).toBe('💟 Figurinha');
    expect(file('application', '', 'Orçamento março 2026.pdf')).toBe('📄 Orçamento março 2026.pdf');
    expect(messageSummary({ body: '', mediaType: 'application' })).toBe('📄 Documento');
  });

  it('keeps a text as it is, and an empty text empty', () => {
    expect(messageSummary({ body: 'Oi, tudo bem?', mediaType: 'chat' })).toBe('Oi, tudo bem?');
    expect(messageSummary({ body: '', mediaType: 'chat', mediaName: null })).toBe('');
    expect(messageSummary({ body: '❤️', mediaType: 'reaction' })).toBe('❤️');
  });
});
