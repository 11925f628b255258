import '../app-deps';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, Ctx, PublicCtx } from '../context';
import { resolveActor } from '../modules/auth/auth.service';
import type { ActorCache } from './actor-cache';
import { AppError } from './app-error';
import type { ProbeLimit } from './probe-limit';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyInstance {
    actorCache: ActorCache;
    probeLimit: ProbeLimit;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() || undefined;
}

/** onRequest hook of every private route: a valid token of a live session, or 401/403. */
export async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw new AppError('ERR_UNAUTHORIZED', 401, 'Faça login para continuar.');
  const { db, tokens, clock } = req.server.deps;
  const claims = await tokens.verifyAccess(token, clock.now());
  const cache = req.server.actorCache;
  let actor = cache.get(claims.id, claims.sessionId);
  if (!actor || actor.companyId !== claims.companyId) {
    actor = await resolveActor(db, claims);
    cache.set(actor);
  }
  req.actor = actor;
  req.log = req.log.child({ companyId: req.actor.companyId, userId: req.actor.id });
}

export function publicCtxOf(req: FastifyRequest): PublicCtx {
  const { db, events, clock, jobs, channels, media, secrets } = req.server.deps;
  return { db, events, clock, jobs, channels, media, secrets, log: req.log };
}

export function ctxOf(req: FastifyRequest): Ctx {
  if (!req.actor) throw new AppError('ERR_UNAUTHORIZED', 401, 'Faça login para continuar.');
  return { ...publicCtxOf(req), companyId: req.actor.companyId, user: req.actor };
}
