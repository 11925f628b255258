import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { deliveryReason } from './delivery-reason';

afterEach(async () => {
  await i18n.changeLanguage('pt-BR');
});

describe("a delivery's reason", () => {
  it('is shown as the server wrote it in Portuguese', () => {
    expect(deliveryReason('Falha: socket hang up')).toBe('Falha: socket hang up');
  });

  it("is translated, the system's own words kept, in English", async () => {
    await i18n.changeLanguage('en');
    expect(
      deliveryReason('Conexão recusada pelo endereço (connect ECONNREFUSED 10.0.0.1:443)'),
    ).toBe('Connection refused by the address (connect ECONNREFUSED 10.0.0.1:443)');
    expect(deliveryReason('Falha: socket hang up')).toBe('Failure: socket hang up');
  });
});
