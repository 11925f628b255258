import { describe, expect, it } from 'vitest';
import { crc16ccitt, hasValidCrc, pixPayload, readBrCode } from './pix-br-code';

// the static example of the Banco Central's BR Code manual, with its published CRC
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
  '5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix BR Code', () => {
  it('computes CRC16-CCITT (0x1021, init 0xFFFF) as published', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(MANUAL_EXAMPLE)).toBe(true);
    expect(hasValidCrc(MANUAL_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBe(false);
  });

  it('builds a dynamic charge with the fields of the manual and a valid CRC', () => {
    const payload = pixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Atende Serviços Ltda',
      merchantCity: 'São Paulo',
      amount: '199.90',
      txid: 'ATENDE-INV-42-1',
    });
    const fields = readBrCode(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('199.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('ATENDE SERVICOS LTDA');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('62')).toBe('0512ATENDEINV421');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('refuses an amount that is not an exact two-decimal value', () => {
    const base = { key: 'k', merchantName: 'A', merchantCity: 'B', txid: 'x' };
    expect(() => pixPayload({ ...base, amount: '199.9' })).toThrow();
    expect(() => pixPayload({ ...base, amount: '-1.00' })).toThrow();
  });
});
