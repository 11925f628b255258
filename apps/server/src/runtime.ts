import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { cloudApiWebhookJob } from './channels/cloud-api/webhook.job';
import { cloudApiWebhookHandler } from './channels/cloud-api/webhook.jobs';
import {
  sweepProcessedWebhooks,
  WEBHOOK_RETENTION_CRON,
  webhookRetentionJob,
} from './channels/cloud-api/webhook-retention';
import type { BaileysDeps } from './channels/baileys/baileys-adapter';
import {
  inProcessSessionLocks,
  neverOwning,
  postgresSessionLocks,
  type SessionLocks,
} from './channels/baileys/session-locks';
import {
  createChannelRegistry,
  type ChannelOptions,
  type ChannelRegistry,
} from './channels/registry';
import { createSecretBox, resolveChannelKey, type SecretBox } from './channels/secret-box';
import type { Clock, SystemCtx } from './context';
import type { Database } from './db/client';
import { createEventBus, type EventBus } from './events';
import { noJobQueue, startJobQueue, type JobQueue } from './jobs/job-queue';
import { startTimeRules } from './jobs/time-rules';
import { createDiskStorage, type MediaStorage } from './media/storage';
import { contactListValidityJob } from './modules/contact-lists/contact-list-validity.job';
import { contactListValidityHandler } from './modules/contact-lists/contact-list-validity';
import { dispatchCampaignJob, startCampaignJob } from './modules/campaigns/campaign.jobs';
import { dispatchHandler, startCampaign } from './modules/campaigns/campaign-delivery';
import { sendMessageJob } from './modules/messages/message-send.job';
import { sendMessageHandler } from './modules/messages/messages.jobs';
import { pendingNoticeJob } from './modules/notify/pending-notice.job';
import {
  pendingNoticeHandler,
  queueNoticesOfWaitingTickets,
} from './modules/notify/pending-notice';
import { transferTicketJob } from './modules/tickets/ticket-transfer.job';
import { queueEngineTurnJob } from './modules/bot/queue-engine-turn.job';
import { installQueueEngine } from './modules/bot/queue-engines';
import { createPromptEngine, type PromptEngineOptions } from './modules/prompts/prompt-engine';
import { runQueueEngineTurn } from './modules/bot/queue-engine-turn';
import { createIntegrationEngine } from './modules/queue-integrations/engine/integration-engine';
import { dialogflowSettings } from './modules/queue-integrations/engine/dialogflow-client';
import { outsideSettings } from './modules/queue-integrations/engine/outside-call';
import { transferTicketHandler } from './modules/tickets/tickets.jobs';
import { deliverSchedule } from './modules/schedules/schedule-send';
import { sendScheduleJob } from './modules/schedules/schedule-send.job';
import { contactPictureJob } from './modules/whatsapp-numbers/contact-picture.job';
import { contactPictureHandler } from './modules/whatsapp-numbers/contact-pictures.service';
import { createChannelHooks } from './modules/whatsapps/sessions.service';
import type { WebhookSystem } from './modules/webhooks/webhook-deps';
import { deliverWebhook } from './modules/webhooks/webhook-delivery';
import { webhookDeliveryJob } from './modules/webhooks/webhook-delivery.job';
import { startWebhookEvents } from './modules/webhooks/webhook-events';
import { listResumable } from './modules/whatsapps/whatsapps.repo';

export interface Runtime {
  events: EventBus;
  channels: ChannelRegistry;
  jobs: JobQueue;
  media: MediaStorage;
  secrets: SecretBox;
  /** Starts this process's job workers (done at creation when `workers` is set). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The parts every process shares: event bus, media storage, channel adapters (whose callbacks
 * enter the core through ingest) and the job queue with its workers.
 */
export async function createRuntime(
  database: Database,
  opts: {
    dataDir: string;
    clock: Clock;
    log: FastifyBaseLogger;
    jobs: boolean;
    workers: boolean;
    /**
     * This process may run Baileys sessions (default). ROLE=api says no: its session commands
     * and socket operations go to the owner, a worker (ADR 0106).
     */
    sessions?: boolean;
    /** This process also enqueues the runs of the time rules (see jobs/time-rules.ts). */
    schedules?: boolean;
    maintenanceIntervalSeconds?: number;
    /** Tests: every job retries after this many seconds, without backoff. */
    retryDelaySeconds?: number;
    /** The Graph API address for 'cloud-api' connections (CLOUD_API_BASE_URL). */
    cloudApiBaseUrl?: string;
    /** Tests: the Graph API's time limits and the re-checks' timers. */
    cloudApi?: ChannelOptions['cloudApi'];
    /** The simulated phone's ceiling of sends per second and connection (unset: none). */
    sandboxMaxSendsPerSecond?: number;
    /** Where the web app is reached: links in the notices sent to recipients. */
    publicUrl?: string;
    /** WEBHOOKS_ALLOW_PRIVATE: webhooks may target private and plain-http addresses. */
    webhooksAllowPrivate?: boolean;
    /** Dialogflow ES's REST address for queue integrations (DIALOGFLOW_BASE_URL). */
    dialogflowBaseUrl?: string;
    /** Tests: Baileys' socket and clock replaced. */
    baileys?: Partial<BaileysDeps>;
    /** The AI prompts' services (OPENAI_BASE_URL, AZURE_SPEECH_BASE_URL, time limit). */
    ai?: Partial<PromptEngineOptions>;
  },
): Promise<Runtime> {
  installQueueEngine('prompt', createPromptEngine(opts.ai));
  const events = createEventBus();
  // queue integrations (Typebot, n8n / webhook, Dialogflow) answer their queues' customers
  if (opts.dialogflowBaseUrl) dialogflowSettings.baseUrl = opts.dialogflowBaseUrl;
  // the webhooks' private-address rule covers the integrations' calls too (decision 0125)
  outsideSettings.allowPrivate = opts.webhooksAllowPrivate ?? false;
  installQueueEngine('integration', createIntegrationEngine());
  const media = createDiskStorage(path.join(opts.dataDir, 'media'));
  const secrets = createSecretBox(resolveChannelKey(opts.dataDir));
  let jobs: JobQueue = noJobQueue;
  const shared = () => ({
    db: database.db,
    events,
    clock: opts.clock,
    log: opts.log,
    jobs,
    channels,
    media,
    secrets,
  });
  const system = (companyId: number): SystemCtx => ({ ...shared(), companyId });
  const webhookSystem = (): WebhookSystem => ({
    ...shared(),
    allowPrivate: opts.webhooksAllowPrivate ?? false,
  });
  const hooks = createChannelHooks(system);
  // one live Baileys session per connection: Postgres advisory locks, or in-process ones
  // on the embedded database (which one process alone opens)
  const locks: SessionLocks = database.url
    ? postgresSessionLocks(database.url, (err) => opts.log.warn({ err }, 'session locks'))
    : inProcessSessionLocks(database.pglite ?? database);
  const channels = createChannelRegistry(database.db, () => hooks, {
    media,
    secrets,
    cloudApiBaseUrl: opts.cloudApiBaseUrl,
    cloudApi: opts.cloudApi,
    sandboxMaxSendsPerSecond: opts.sandboxMaxSendsPerSecond,
    sessionLocks: opts.sessions === false ? neverOwning(locks) : locks,
    log: opts.log,
    baileys: opts.baileys,
  });
  const startWorkers = async () => {
    await jobs.work(sendMessageJob, (payload, attempt) =>
      sendMessageHandler(system, payload, attempt),
    );
    await jobs.work(startCampaignJob, async (p) => {
      await startCampaign(system(p.companyId), p.campaignId);
    });
    await jobs.work(dispatchCampaignJob, (p) => dispatchHandler(system(p.companyId), p.campaignId));
    await jobs.work(transferTicketJob, (payload) => transferTicketHandler(system, payload));
    await jobs.work(queueEngineTurnJob, (payload) =>
      runQueueEngineTurn(system(payload.companyId), payload),
    );
    await jobs.work(sendScheduleJob, (payload) =>
      deliverSchedule(system(payload.companyId), payload.scheduleId),
    );
    await startTimeRules(jobs, { ...shared(), company: system });
    await jobs.work(cloudApiWebhookJob, (payload, attempt) =>
      cloudApiWebhookHandler(system(payload.companyId), payload, attempt),
    );
    await jobs.work(webhookRetentionJob, async () => {
      await sweepProcessedWebhooks(shared());
    });
    await jobs.schedule(webhookRetentionJob, WEBHOOK_RETENTION_CRON);
    await jobs.work(contactPictureJob, (payload) =>
      contactPictureHandler(system(payload.companyId), payload),
    );
    await jobs.work(contactListValidityJob, (payload) =>
      contactListValidityHandler(system(payload.companyId), payload),
    );
    await jobs.work(pendingNoticeJob, (payload) =>
      pendingNoticeHandler(system, opts.publicUrl ?? 'http://localhost:8080', payload),
    );
    await jobs.work(webhookDeliveryJob, (payload, attempt) =>
      deliverWebhook(webhookSystem(), payload, attempt),
    );
  };
  const stopListeners: Array<() => void> = [];
  if (opts.jobs) {
    jobs = await startJobQueue(database, {
      log: opts.log,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds,
      schedules: opts.schedules,
      retryDelaySeconds: opts.retryDelaySeconds,
      // PGlite's data directory admits one process: a run left active is a dead one's
      sole: database.kind === 'pglite',
    });
    stopListeners.push(
      queueNoticesOfWaitingTickets(events, jobs, database.db, opts.clock, opts.log),
    );
    stopListeners.push(startWebhookEvents(webhookSystem()));
    if (opts.workers) await startWorkers();
  }
  return {
    events,
    channels,
    jobs,
    media,
    secrets,
    startWorkers,
    async close() {
      for (const stop of stopListeners) stop();
      // jobs first: a send in progress still has its channel while it ends
      await jobs.stop();
      await channels.close();
    },
  };
}

/**
 * Reopens the sessions that were not left disconnected (process start). Baileys sessions are
 * resumed by whichever process locks them first, then taken over whenever their owner dies.
 */
export async function resumeSessions(database: Database, runtime: Runtime, log: FastifyBaseLogger) {
  await runtime.channels.baileys.watch();
  for (const conn of await listResumable(database.db)) {
    if (conn.provider === 'beta') continue;
    await runtime.channels
      .get(conn.provider)
      .start(conn)
      .catch((err) => log.warn({ err, connectionId: conn.id }, 'session could not resume'));
  }
}
