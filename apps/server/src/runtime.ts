import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createChannelRegistry, type ChannelRegistry } from './channels/registry';
import type { Clock, SystemCtx } from './context';
import type { Database } from './db/client';
import { createEventBus, type EventBus } from './events';
import { noJobQueue, startJobQueue, type JobQueue } from './jobs/job-queue';
import { createDiskStorage, type MediaStorage } from './media/storage';
import { sendMessageJob } from './modules/messages/message-send.job';
import { sendMessageHandler } from './modules/messages/messages.jobs';
import { pendingNoticeJob } from './modules/notify/pending-notice.job';
import {
  pendingNoticeHandler,
  queueNoticesOfWaitingTickets,
} from './modules/notify/pending-notice';
import { transferTicketJob } from './modules/tickets/ticket-transfer.job';
import { transferTicketHandler } from './modules/tickets/tickets.jobs';
import { createChannelHooks } from './modules/whatsapps/sessions.service';
import { listResumable } from './modules/whatsapps/whatsapps.repo';

export interface Runtime {
  events: EventBus;
  channels: ChannelRegistry;
  jobs: JobQueue;
  media: MediaStorage;
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
    maintenanceIntervalSeconds?: number;
    /** Where the web app is reached: links in the notices sent to recipients. */
    publicUrl?: string;
  },
): Promise<Runtime> {
  const events = createEventBus();
  const media = createDiskStorage(path.join(opts.dataDir, 'media'));
  let jobs: JobQueue = noJobQueue;
  const system = (companyId: number): SystemCtx => ({
    db: database.db,
    companyId,
    events,
    clock: opts.clock,
    log: opts.log,
    jobs,
    channels,
    media,
  });
  const hooks = createChannelHooks(system);
  const channels = createChannelRegistry(database.db, () => hooks);
  const startWorkers = async () => {
    await jobs.work(sendMessageJob, (payload, attempt) =>
      sendMessageHandler(system, payload, attempt),
    );
    await jobs.work(transferTicketJob, (payload) => transferTicketHandler(system, payload));
    await jobs.work(pendingNoticeJob, (payload) =>
      pendingNoticeHandler(system, opts.publicUrl ?? 'http://localhost:8080', payload),
    );
  };
  const stopListeners: Array<() => void> = [];
  if (opts.jobs) {
    jobs = await startJobQueue(database, {
      log: opts.log,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds,
    });
    stopListeners.push(queueNoticesOfWaitingTickets(events, jobs, opts.clock, opts.log));
    if (opts.workers) await startWorkers();
  }
  return {
    events,
    channels,
    jobs,
    media,
    startWorkers,
    async close() {
      for (const stop of stopListeners) stop();
      channels.close();
      await jobs.stop();
    },
  };
}

/** Reopens the sessions that were not left disconnected (process start). */
export async function resumeSessions(database: Database, runtime: Runtime, log: FastifyBaseLogger) {
  for (const conn of await listResumable(database.db)) {
    await runtime.channels
      .get(conn.provider)
      .start(conn)
      .catch((err) => log.warn({ err, connectionId: conn.id }, 'session could not resume'));
  }
}
