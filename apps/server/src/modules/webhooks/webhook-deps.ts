import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../context';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../events';
import type { JobQueue } from '../../jobs/job-queue';

/** Seals and opens the endpoints' signing secrets. */
export interface SecretSealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** What the webhook module needs beyond a request's context. */
export interface WebhookEnv {
  secretBox: SecretSealer;
  /** WEBHOOKS_ALLOW_PRIVATE: private, loopback and plain-http targets accepted (tests, labs). */
  allowPrivate: boolean;
}

/** The system side: event listener and delivery job. */
export interface WebhookSystem extends WebhookEnv {
  db: Executor;
  clock: Clock;
  jobs: JobQueue;
  events: EventBus;
  log: FastifyBaseLogger;
}
