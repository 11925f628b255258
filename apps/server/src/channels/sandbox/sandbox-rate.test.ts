import { describe, expect, it } from 'vitest';
import { ChannelError } from '../channel';
import { createSendCeiling } from './sandbox-rate';

describe('the simulated phone’s send ceiling', () => {
  it('takes at most N sends in any second per connection and says when the next one fits', () => {
    let now = 10_000;
    const ceiling = createSendCeiling(3, () => now);
    ceiling.take(1);
    now += 100;
    ceiling.take(1);
    now += 100;
    ceiling.take(1);
    ceiling.take(2); // another connection has its own window
    now += 100; // 300 ms after the first of the three
    let refusal: unknown;
    try {
      ceiling.take(1);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ChannelError);
    expect(refusal).toMatchObject({
      message: 'Limite de 3 envios por segundo do telefone simulado atingido',
      retryable: true,
      retryAfterMs: 700,
    });
    now += 699;
    expect(() => ceiling.take(1)).toThrow(ChannelError);
    now += 1; // a second after the first send: its place is free again
    expect(() => ceiling.take(1)).not.toThrow();
    expect(() => ceiling.take(1)).toThrow(ChannelError); // the second one's is not (900 ms)
    now += 100;
    expect(() => ceiling.take(1)).not.toThrow();
  });
});
