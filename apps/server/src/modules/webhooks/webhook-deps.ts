import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../channels/secret-box';
import type { Clock } from '../../context';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../events';
import type { JobQueue } from '../../jobs/job-queue';

/** What the webhook module needs beyond a request's context. */
export interface WebhookEnv {
  /** WEBHOOKS_ALLOW_PRIVATE: private, loopback and plain-http targets accepted (tests, labs). */
  allowPrivate: boolean;
}

/** The system side: event listener, delivery job and the ping. */
export interface WebhookSystem extends WebhookEnv {
  db: Executor;
  clock: Clock;
  jobs: JobQueue;
  events: EventBus;
  log: FastifyBaseLogger;
  /** Seals the endpoints' signing secrets (Ctx.secrets). */
  secrets: SecretBox;
}
