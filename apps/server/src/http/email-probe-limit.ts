import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { createWindowCounter } from './window-counter';

const WINDOW_MS = 60 * 60_000;
/** "E-mail in use" answers allowed per hour to one user and to one address. */
export const EMAIL_PROBES_PER_USER = 10;
export const EMAIL_PROBES_PER_ADDRESS = 30;

/**
 * Creating a user or changing an e-mail must say when the address is taken, which tells
 * whether someone has an account. Those answers are counted per user and per address; past the
 * limit the request is refused for the hour (docs/decisions/0013-client-addresses-and-login-throttling.md).
 */
export function createEmailProbeLimit() {
  const answers = createWindowCounter(WINDOW_MS);
  const keysOf = (req: FastifyRequest) => [`user:${req.actor?.id ?? 0}`, `ip:${req.ip}`];
  return async function guard<T>(req: FastifyRequest, run: () => Promise<T>): Promise<T> {
    const now = req.server.deps.clock.now().getTime();
    const [user, address] = keysOf(req);
    if (
      answers.count(user, now) >= EMAIL_PROBES_PER_USER ||
      answers.count(address, now) >= EMAIL_PROBES_PER_ADDRESS
    ) {
      throw new AppError(
        'ERR_TOO_MANY_ATTEMPTS',
        429,
        'Muitas tentativas com e-mails já cadastrados. Aguarde e tente novamente.',
      );
    }
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError && err.code === 'ERR_EMAIL_IN_USE') {
        for (const key of [user, address]) answers.add(key, now);
      }
      throw err;
    }
  };
}

export type EmailProbeLimit = ReturnType<typeof createEmailProbeLimit>;
