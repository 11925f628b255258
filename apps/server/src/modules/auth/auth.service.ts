import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS, type LoginInput, type SessionUserDTO } from '@atende/shared';
import type { Actor, Ctx, PublicCtx, TokenClaims } from '../../context';
import type { Executor } from '../../db/client';
import { businessDate, formatBr } from '../../dates';
import { AppError } from '../../http/app-error';
import { findCompany, listSettings } from '../companies/companies.repo';
import { findPlan } from '../plans/plans.repo';
import { toCompanyDTO } from '../companies/company-dto';
import { loadUserDTO } from '../users/users.service';
import { findUserByEmail } from '../users/users.repo';
import * as repo from './auth.repo';
import { loadActor } from './actor';
import type { LoginThrottle } from './login-throttle';
import { dummyHash, verifyPassword } from './password';
import { endUserSessions } from './sessions';
import { hashRefreshToken, newRefreshToken, type TokenService } from './tokens';

export interface AuthDeps {
  tokens: TokenService;
  throttle: LoginThrottle;
}

export interface IssuedSession {
  token: string;
  refreshToken: string;
  user: SessionUserDTO;
}

/** A rotated refresh token presented again within this window is a tab race, not theft. */
const ROTATION_GRACE_MS = 10_000;

const invalidCredentials = () =>
  new AppError('ERR_INVALID_CREDENTIALS', 401, 'Credenciais inválidas');
const sessionEnded = () =>
  new AppError('ERR_UNAUTHORIZED', 401, 'Sessão encerrada. Faça login novamente.');

export async function loadSessionUser(db: Executor, companyId: number, userId: number) {
  const user = await loadUserDTO(db, companyId, userId);
  const company = await findCompany(db, companyId);
  if (!user || !company) return undefined;
  const [plan, settings] = await Promise.all([
    findPlan(db, company.planId),
    listSettings(db, companyId),
  ]);
  return { ...user, company: toCompanyDTO(company, plan, settings) };
}

/** Refuses a company whose subscription is over (spec 1 §5 Login). */
function assertSubscriptionActive(user: SessionUserDTO, now: Date) {
  const due = user.company.dueDate;
  if (!user.super && due && due < businessDate(now)) {
    throw new AppError(
      'ERR_SUBSCRIPTION_EXPIRED',
      401,
      `Opss! Sua assinatura venceu ${formatBr(due)}. Entre em contato com o Suporte para mais informações!`,
      // the login page words it in the user's language around this date
      { dueDate: due },
    );
  }
  if (!user.super && !user.company.status) {
    throw new AppError(
      'ERR_COMPANY_INACTIVE',
      401,
      'Empresa inativa. Entre em contato com o Suporte.',
    );
  }
}

async function issue(
  db: Executor,
  deps: AuthDeps,
  user: SessionUserDTO,
  sessionId: string,
  now: Date,
): Promise<IssuedSession> {
  const { token: refreshToken, hash } = newRefreshToken();
  await repo.insertRefreshToken(db, {
    userId: user.id,
    sessionId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  const token = await deps.tokens.signAccess(
    {
      id: user.id,
      companyId: user.companyId,
      profile: user.profile,
      super: user.super,
      sid: sessionId,
    },
    now,
  );
  return { token, refreshToken, user };
}

export async function login(
  ctx: PublicCtx,
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  if (deps.throttle.isBlocked(input.email, ip, now.getTime())) {
    throw new AppError(
      'ERR_TOO_MANY_ATTEMPTS',
      429,
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
  }
  const row = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? dummyHash());
  if (!row || !ok) {
    deps.throttle.recordFailure(input.email, ip, now.getTime());
    throw invalidCredentials();
  }
  const user = await loadSessionUser(ctx.db, row.companyId, row.id);
  if (!user) throw invalidCredentials();
  assertSubscriptionActive(user, now);
  deps.throttle.recordSuccess(input.email, ip);

  const sessionId = randomUUID();
  // one live session per user: the newer login ends the older one
  await endUserSessions(ctx, user.companyId, user.id, { replacedBy: sessionId });
  return issue(ctx.db, deps, { ...user, online: true }, sessionId, now);
}

/**
 * Exchanges a refresh token for a new pair. A rotated token is accepted once more within the
 * grace window (two tabs refreshing at once); presented after it, the token was copied: the
 * whole session ends (docs/decisions/0014-passwords-and-sessions.md).
 */
export async function refresh(
  ctx: PublicCtx,
  deps: AuthDeps,
  presented: string | undefined,
): Promise<IssuedSession> {
  if (!presented) throw sessionEnded();
  const now = ctx.clock.now();
  const row = await repo.findRefreshToken(ctx.db, hashRefreshToken(presented));
  if (!row || row.expiresAt <= now) throw sessionEnded();
  const owner = await repo.findSessionOwner(ctx.db, row.userId);
  if (!owner || owner.sessionId !== row.sessionId) throw sessionEnded();
  if (row.revokedAt && now.getTime() - row.revokedAt.getTime() > ROTATION_GRACE_MS) {
    await endUserSessions(ctx, owner.companyId, row.userId);
    ctx.log.warn({ userId: row.userId }, 'rotated refresh token reused: session ended');
    throw sessionEnded();
  }
  return ctx.db.transaction(async (tx) => {
    const user = await loadSessionUser(tx, owner.companyId, row.userId);
    if (!user) throw sessionEnded();
    assertSubscriptionActive(user, now);
    // whoever loses the race to rotate falls back to the single grace exchange
    const rotated = !row.revokedAt && (await repo.consumeRefreshToken(tx, row.id, now));
    if (!rotated && !(await repo.spendGrace(tx, row.id, now))) throw sessionEnded();
    return issue(tx, deps, user, row.sessionId, now);
  });
}

export async function logout(ctx: Ctx) {
  await endUserSessions(ctx, ctx.companyId, ctx.user.id, { loggedOut: true });
}

export async function me(ctx: Ctx) {
  const user = await loadSessionUser(ctx.db, ctx.companyId, ctx.user.id);
  if (!user) throw sessionEnded();
  return user;
}

/**
 * Checks a verified token against the database: the user still exists in that company and
 * the token's session is the user's live one. Used by HTTP and the socket handshake.
 */
export async function resolveActor(db: Executor, claims: TokenClaims): Promise<Actor> {
  const actor = await loadActor(db, claims.companyId, claims.id);
  if (!actor || actor.sessionId !== claims.sessionId) throw sessionEnded();
  return actor;
}
