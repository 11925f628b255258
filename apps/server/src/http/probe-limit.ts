import { V } from '@atende/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { createWindowCounter } from './window-counter';

const WINDOW_MS = 60 * 60_000;
/** Revealing or failed answers allowed per hour to one user and to one address. */
export const PROBES_PER_USER = 10;
export const PROBES_PER_ADDRESS = 30;

/**
 * Answers that tell something or reward guessing: "e-mail in use" (creating a user, changing an
 * e-mail: it tells who has an account) and "wrong current password" (changing one's own
 * password or e-mail). They are counted per user and per address; past the limit the request
 * is refused for the hour (docs/decisions/0013-client-addresses-and-login-throttling.md).
 */
const isProbe = (err: unknown) =>
  err instanceof AppError &&
  (err.code === 'ERR_EMAIL_IN_USE' || err.fields?.currentPassword === V.wrongCurrentPassword);

export function createProbeLimit() {
  const answers = createWindowCounter(WINDOW_MS);
  return async function guard<T>(req: FastifyRequest, run: () => Promise<T>): Promise<T> {
    const now = req.server.deps.clock.now().getTime();
    const user = `user:${req.actor?.id ?? 0}`;
    const address = `ip:${req.ip}`;
    if (
      answers.count(user, now) >= PROBES_PER_USER ||
      answers.count(address, now) >= PROBES_PER_ADDRESS
    ) {
      throw new AppError(
        'ERR_TOO_MANY_ATTEMPTS',
        429,
        'Muitas tentativas. Aguarde e tente novamente.',
      );
    }
    try {
      return await run();
    } catch (err) {
      if (isProbe(err)) for (const key of [user, address]) answers.add(key, now);
      throw err;
    }
  };
}

export type ProbeLimit = ReturnType<typeof createProbeLimit>;
