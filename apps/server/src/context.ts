import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { ChannelRegistry } from './channels/registry';
import type { EventBus } from './events';
import type { JobQueue } from './jobs/job-queue';
import type { MediaStorage } from './media/storage';
import type { SecretBox } from './channels/secret-box';

/** Who is acting: decoded from a verified access token and checked against the database. */
/** What a verified access token says. */
export interface TokenClaims {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
  sessionId: string;
}

/**
 * Who is acting, as the database says at the start of the request: the token's claims with the
 * current profile, plus what the ticket visibility rules need (queues, allTicket).
 */
export interface Actor extends TokenClaims {
  allTicket: string;
  queueIds: number[];
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
  jobs: JobQueue;
  channels: ChannelRegistry;
  media: MediaStorage;
  /** Seals the secrets a company stores (API keys, tokens): AES-256-GCM, key in DATA_DIR. */
  secrets: SecretBox;
}

/** The context of an unauthenticated call (login, sign-up, public lists). */
export type PublicCtx = Omit<Ctx, 'companyId' | 'user'>;

/** The context of work done for a company by the system itself (channel events, jobs). */
export type SystemCtx = Omit<Ctx, 'user'>;
