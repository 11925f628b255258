import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { EventBus } from './events';

/** Who is acting: decoded from a verified access token and checked against the database. */
export interface Actor {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
  sessionId: string;
}

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every service function receives, built once per request or job. */
export interface Ctx {
  db: Db;
  companyId: number;
  user: Actor;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The context of an unauthenticated call (login, sign-up, public lists). */
export type PublicCtx = Omit<Ctx, 'companyId' | 'user'>;
