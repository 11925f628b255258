import type { ChannelRegistry } from './channels/registry';
import type { SecretBox } from './channels/secret-box';
import type { BackupSettings } from './backup/backup-schedule';
import type { Clock } from './context';
import type { Db } from './db/client';
import type { EventBus } from './events';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './media/storage';
import type { LoginThrottle } from './modules/auth/login-throttle';
import type { TokenService } from './modules/auth/tokens';
import type { PaymentProvider } from './modules/payments/payment-provider';

/** What buildApp needs; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  throttle: LoginThrottle;
  events: EventBus;
  clock: Clock;
  jobs: JobQueue;
  channels: ChannelRegistry;
  media: MediaStorage;
  /** The runtime's secret box (Ctx.secrets). */
  secrets: SecretBox;
  /** The checkout's payment provider (PAYMENT_PROVIDER; the built-in sandbox by default). */
  payments: PaymentProvider;
  /** Directory of the built web app; served with an index.html fallback when present. */
  webDist?: string;
  /** Refresh cookie gets `Secure` when the public address is https. */
  secureCookies: boolean;
  /** Sign-ups accepted per address per hour. */
  signupsPerHour: number;
  /** BILLING_URL: the platform's billing site, given to admins with their session. */
  billingUrl?: string;
  /** Sends through the external API per connection token per minute (60 when unset). */
  apiSendsPerMinute?: number;
  /** WEBHOOKS_ALLOW_PRIVATE: webhooks may target private, loopback and plain-http addresses. */
  webhooksAllowPrivate?: boolean;
  /** Outgoing e-mail; unset without SMTP_URL (then password reset by e-mail is off). */
  mailer?: Mailer;
  /** Addresses or ranges of the reverse proxies whose X-Forwarded-For is believed; none by default. */
  trustProxy?: string[];
  /** CORS_ORIGINS: web origins allowed to call the API and the socket from another site. */
  corsOrigins?: string[];
  /** METRICS_TOKEN: the bearer that opens GET /api/metrics on the main port. */
  metricsToken?: string;
  /** METRICS_PORT: a separate listener for the metrics alone (0: any free port, for tests). */
  metricsPort?: number;
  /** Where that listener binds (HOST; all interfaces when unset). */
  metricsHost?: string;
  /** The embedded database's backups (unset on PostgreSQL): the Settings page shows them. */
  backups?: BackupSettings;
  /**
   * How long after a user's last socket closes they are marked offline, if none is back by
   * then (realtime/socket-server.ts; 10 s when unset). Tests shorten it.
   */
  offlineGraceMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
