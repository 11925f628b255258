import { describe, expect, it } from 'vitest';
import { ratingQuestion } from './ticket-texts';

const SCALE = '1 - Insatisfeito\n2 - Satisfeito\n3 - Muito satisfeito';

describe('the rating question the customer reads', () => {
  it('adds the 1-3 scale under the connection’s message, or under the default', () => {
    expect(ratingQuestion('Como foi o atendimento?')).toBe(`Como foi o atendimento?\n\n${SCALE}`);
    expect(ratingQuestion('')).toBe(`Por favor, avalie o nosso atendimento:\n\n${SCALE}`);
  });

  it('sends a message that already offers 1, 2 and 3 as written, without a second scale', () => {
    const own =
      'Como você avalia nosso atendimento? Responda 1 (insatisfeito), 2 (satisfeito) ou 3 (muito satisfeito).';
    expect(ratingQuestion(own)).toBe(own);
  });

  it('a message that names only some of the digits, or a number such as 123, still gets the scale', () => {
    expect(ratingQuestion('Nota de 1 a 3?')).toBe(`Nota de 1 a 3?\n\n${SCALE}`);
    expect(ratingQuestion('Pedido 123: avalie')).toBe(`Pedido 123: avalie\n\n${SCALE}`);
  });
});
