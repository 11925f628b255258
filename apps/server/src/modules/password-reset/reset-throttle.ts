import { AppError } from '../../http/app-error';
import { createWindowCounter } from '../../http/window-counter';

const HOUR_MS = 60 * 60_000;

/** Codes sent per hour to one e-mail and from one client address, known e-mail or not. */
export const CODES_PER_EMAIL = 3;
export const CODES_PER_ADDRESS = 10;
/** Wrong or expired codes per hour for one e-mail and from one address. */
export const FAILURES_PER_EMAIL = 10;
export const FAILURES_PER_ADDRESS = 30;

const tooMany = () =>
  new AppError('ERR_TOO_MANY_ATTEMPTS', 429, 'Muitas tentativas. Aguarde e tente novamente.');

/**
 * Limits the reset flow per e-mail and per client address over an hour, in the process's
 * memory like the login throttle (docs/decisions/0061-password-reset-by-e-mail.md): asking for
 * a code counts every request, typing one counts the failures.
 */
export function createResetThrottle() {
  const requests = createWindowCounter(HOUR_MS);
  const failures = createWindowCounter(HOUR_MS);
  const keys = (email: string, address: string) => [`mail:${email}`, `ip:${address}`] as const;
  return {
    /** Counts a code request; throws 429 past either limit (the refused one counts too). */
    takeRequest(email: string, address: string, now: number) {
      const [byMail, byAddress] = keys(email, address);
      const over =
        requests.count(byMail, now) >= CODES_PER_EMAIL ||
        requests.count(byAddress, now) >= CODES_PER_ADDRESS;
      if (over) throw tooMany();
      requests.add(byMail, now);
      requests.add(byAddress, now);
    },
    /** Throws 429 once either failure limit is reached. */
    checkAttempt(email: string, address: string, now: number) {
      const [byMail, byAddress] = keys(email, address);
      if (
        failures.count(byMail, now) >= FAILURES_PER_EMAIL ||
        failures.count(byAddress, now) >= FAILURES_PER_ADDRESS
      ) {
        throw tooMany();
      }
    },
    recordFailure(email: string, address: string, now: number) {
      for (const key of keys(email, address)) failures.add(key, now);
    },
  };
}

export type ResetThrottle = ReturnType<typeof createResetThrottle>;
