/**
 * What this process did since it started, counted where it happens (ingest, channel sends,
 * job handlers) and read by each app's metrics registry at scrape time. Plain maps rather than
 * prom-client metrics: the code that counts knows nothing of registries, and tests build many
 * apps in one process. Keys are only event kinds, provider names, results and queue names,
 * never anything a customer wrote or a number.
 */
const ingested = new Map<string, number>();
const sent = new Map<string, number>();
const jobFailures = new Map<string, number>();

const bump = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/** An inbound event entered ingest (message, call, ack, failed...). */
export function countIngest(kind: string) {
  bump(ingested, kind);
}

/** A send handed to a channel provider, and whether the provider took it. */
export function countSend(provider: string, result: 'sent' | 'failed') {
  bump(sent, `${provider}\u0000${result}`);
}

/** A job's run threw (it is retried or ends failed). */
export function countJobFailure(queue: string) {
  bump(jobFailures, queue);
}

export interface TrafficSnapshot {
  ingested: Array<{ kind: string; count: number }>;
  sent: Array<{ provider: string; result: string; count: number }>;
  jobFailures: Array<{ queue: string; count: number }>;
}

export function trafficSnapshot(): TrafficSnapshot {
  return {
    ingested: [...ingested].map(([kind, count]) => ({ kind, count })),
    sent: [...sent].map(([key, count]) => {
      const [provider, result] = key.split('\u0000');
      return { provider, result, count };
    }),
    jobFailures: [...jobFailures].map(([queue, count]) => ({ queue, count })),
  };
}
