import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template';

describe('message variables', () => {
  const scope = (now: string, timeZone = 'America/Sao_Paulo') => ({
    contact: { name: ' Maria Clara Souza ' },
    ticket: { id: 42, createdAt: new Date('2026-11-24T02:30:00Z') },
    now: new Date(now),
    timeZone,
  });

  it('fills name, first name, greeting of the hour, protocol and time (São Paulo clock)', () => {
    const text = '{{ms}}, {{firstName}}! {{ name }} · protocolo {{protocol}} · {{hora}} · {{x}}';
    expect(renderTemplate(text, scope('2026-11-24T13:05:00Z'))).toBe(
      'Bom dia, Maria! Maria Clara Souza · protocolo 2026112342 · 10:05 · {{x}}',
    );
    expect(renderTemplate('{{ms}}', scope('2026-11-24T15:00:00Z'))).toBe('Boa tarde');
    expect(renderTemplate('{{ms}}', scope('2026-11-24T23:59:00Z'))).toBe('Boa noite');
    expect(renderTemplate('{{ms}}', scope('2026-11-24T07:59:00Z'))).toBe('Boa noite');
    expect(renderTemplate('{{ms}}', scope('2026-11-24T08:00:00Z'))).toBe('Bom dia');
    expect(renderTemplate('{{hora}}', scope('2026-11-24T03:00:00Z'))).toBe('00:00');
  });

  it('reads the time, the greeting and the protocol’s day on the company’s clock', () => {
    const text = '{{ms}} · {{hora}} · {{protocol}}';
    // 13:05 UTC: 22:05 in Tokyo, 08:05 in Rio Branco (UTC-5); the ticket opened at 02:30 UTC
    expect(renderTemplate(text, scope('2026-11-24T13:05:00Z', 'Asia/Tokyo'))).toBe(
      'Boa noite · 22:05 · 2026112442',
    );
    expect(renderTemplate(text, scope('2026-11-24T13:05:00Z', 'America/Rio_Branco'))).toBe(
      'Bom dia · 08:05 · 2026112342',
    );
  });

  it('leaves unknown and inherited names as written, and renders in one pass', () => {
    const now = '2026-11-24T13:05:00Z';
    expect(renderTemplate('{{email}} {{constructor}} {ms} {{ms', scope(now))).toBe(
      '{{email}} {{constructor}} {ms} {{ms',
    );
    const named = { ...scope(now), contact: { name: '{{hora}}' } };
    expect(renderTemplate('Olá {{name}}', named)).toBe('Olá {{hora}}');
  });
});
