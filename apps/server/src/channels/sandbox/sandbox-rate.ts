import { ChannelError } from '../channel';

/**
 * The simulated phone's rate ceiling per connection: at most `perSecond` sends in any window
 * of one second (the times of the last `perSecond` sends are kept). A send beyond it is
 * refused before anything is recorded, with a retryable ChannelError saying when the window
 * frees a place, as WhatsApp's Cloud API answers 130429 "rate limit hit" (decision 0074). The
 * window lives in the process that sends: the simulated provider has no server of its own.
 */
export function createSendCeiling(perSecond: number, now: () => number = Date.now) {
  const windows = new Map<number, { times: number[]; next: number }>();
  return {
    /** Takes one place in the connection's window, or throws the provider's refusal. */
    take(connectionId: number) {
      const t = now();
      let w = windows.get(connectionId);
      if (!w) windows.set(connectionId, (w = { times: [], next: 0 }));
      // a ring of the last `perSecond` send times; `next` is the oldest of them
      const oldest = w.times.length < perSecond ? undefined : w.times[w.next]!;
      if (oldest !== undefined && t - oldest < 1000) {
        throw new ChannelError(
          `Limite de ${perSecond} envios por segundo do telefone simulado atingido`,
          true,
          undefined,
          1000 - (t - oldest),
        );
      }
      if (w.times.length < perSecond) w.times.push(t);
      else {
        w.times[w.next] = t;
        w.next = (w.next + 1) % perSecond;
      }
    },
  };
}
