import { randomInt } from 'node:crypto';
import {
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_MINUTES,
  RESET_MESSAGES,
  type PasswordResetOptionsDTO,
} from '@atende/shared';
import type { PublicCtx } from '../../context';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { findUserByEmail } from '../users/users.repo';
import * as repo from './password-reset.repo';
import { resetMail } from './reset-mail';
import type { ResetThrottle } from './reset-throttle';

/** Wrong tries one code survives; the next request needs a new code. */
export const CODE_MAX_FAILURES = 5;

export interface ResetDeps {
  mailer?: Mailer;
  throttle: ResetThrottle;
}

const invalidCode = () =>
  new AppError('ERR_INVALID_RESET_CODE', 400, RESET_MESSAGES.invalidCode, {
    token: RESET_MESSAGES.invalidCode,
  });

export function options(deps: ResetDeps): PasswordResetOptionsDTO {
  return { enabled: deps.mailer !== undefined };
}

function newCode() {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}

/**
 * POST /forgetpassword/{email}: a fresh random code, stored hashed and valid for an hour
 * (replacing an earlier one), goes to the address by e-mail. An unknown address answers 404
 * as the spec's page expects; both are counted alike by the throttle.
 */
export async function requestCode(ctx: PublicCtx, deps: ResetDeps, email: string, ip: string) {
  if (!deps.mailer) {
    throw new AppError('ERR_RESET_NOT_CONFIGURED', 503, RESET_MESSAGES.notConfigured);
  }
  const now = ctx.clock.now();
  deps.throttle.takeRequest(email, ip, now.getTime());
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('ERR_EMAIL_NOT_FOUND', 404, RESET_MESSAGES.notFound);
  const code = newCode();
  await repo.saveCode(ctx.db, user.companyId, user.id, {
    codeHash: await hashPassword(code),
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
    now,
  });
  try {
    await deps.mailer.send(resetMail(user.email, user.name, code));
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'password reset e-mail not sent');
    await repo.deleteCode(ctx.db, user.companyId, user.id);
    throw new AppError('ERR_MAIL_NOT_SENT', 502, RESET_MESSAGES.mailFailed);
  }
  return { message: RESET_MESSAGES.sent };
}

/**
 * POST /resetpasswords/{email}: the code from the e-mail sets a new password (the shared
 * policy, checked by the route's schema) and ends every session of that user. A wrong, used,
 * replaced or expired code, or an unknown e-mail, all answer the same 400.
 */
export async function resetPassword(
  ctx: PublicCtx,
  deps: ResetDeps,
  email: string,
  input: { token: string; newPassword: string },
  ip: string,
) {
  const now = ctx.clock.now();
  deps.throttle.checkAttempt(email, ip, now.getTime());
  const user = await findUserByEmail(ctx.db, email);
  const row = user && (await repo.findCode(ctx.db, user.companyId, user.id));
  const live = row && row.expiresAt > now ? row : undefined;
  // the hash is computed whether or not there is a code, so timing tells nothing
  const matches = await verifyPassword(input.token, live?.codeHash ?? dummyHash());
  if (!user || !live || !matches) {
    deps.throttle.recordFailure(email, ip, now.getTime());
    if (user && row && !live) await repo.deleteCode(ctx.db, user.companyId, user.id);
    if (user && live) {
      await repo.countFailure(ctx.db, user.companyId, user.id, live.codeHash, CODE_MAX_FAILURES);
    }
    throw invalidCode();
  }
  const passwordHash = await hashPassword(input.newPassword);
  const spent = await ctx.db.transaction((tx) =>
    repo.spendCodeAndSetPassword(tx, user.companyId, user.id, live.codeHash, passwordHash, now),
  );
  // two requests with the same code: the second finds it spent
  if (!spent) throw invalidCode();
  await endUserSessions(ctx, user.companyId, user.id);
  ctx.log.info({ userId: user.id, companyId: user.companyId }, 'password reset by e-mail code');
  return { message: RESET_MESSAGES.done };
}
