import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'atende_job_wake';
/** After a failure the listening connection is opened again this long after; the poll covers. */
const RECONNECT_MS = 1000;

export interface JobWakes {
  /** The other processes' workers of `queue` should fetch now: a job there is due. */
  publish(queue: string): void;
  close(): Promise<void>;
}

/**
 * Wakes the workers of the other processes on one PostgreSQL database when a queue has a job
 * due now, so they take it at once rather than at their next poll (decision 0117): the job an
 * API process sends (an agent's reply) runs in a worker process without waiting. Each process
 * listens on one connection of its own, opened again after a failure (a database restart);
 * meanwhile the poll finds the jobs. The queues named in one event-loop turn leave in one
 * notification, and a process ignores its own.
 */
export async function startJobWakes(opts: {
  url: string;
  /** Sends one notification on `channel` (through the app's pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  onWake: (queue: string) => void;
  log: { error: (o: object, m: string) => void };
}): Promise<JobWakes> {
  const { url, onWake, log } = opts;
  const self = randomUUID();
  let listener: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const heard = (message: pg.Notification) => {
    const [from, queues] = (message.payload ?? '').split(' ');
    if (from === self || !queues) return;
    for (const queue of queues.split(',')) onWake(queue);
  };
  const reconnectLater = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
    retry.unref();
  };
  const listen = async () => {
    const client = new pg.Client({ connectionString: url });
    // a lost connection must never crash the process: it is reopened
    client.on('error', (err) => {
      log.error({ err }, 'job wake connection lost; reconnecting');
      reconnectLater();
    });
    client.on('end', reconnectLater);
    client.on('notification', heard);
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (closing) await client.end();
      else listener = client;
    } catch (err) {
      log.error({ err }, 'job wake connection failed; retrying');
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      reconnectLater();
    }
  };
  await listen();

  const pending = new Set<string>();
  const flush = () => {
    if (closing) return; // stopping: the poll of the processes left finds the job
    const queues = [...pending].join(',');
    pending.clear();
    opts
      .notify(CHANNEL, `${self} ${queues}`)
      .catch((err: unknown) => log.error({ err }, 'job wake not sent; the poll will find it'));
  };

  return {
    publish(queue) {
      if (closing) return;
      if (pending.size === 0) setImmediate(flush);
      pending.add(queue);
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      client?.removeAllListeners('end');
      await client?.end().catch(() => {});
    },
  };
}
