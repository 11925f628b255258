import type pg from 'pg';

/** The part of the adapter's pub/sub client (@socket.io/postgres-adapter's PubSubClient) used here. */
export interface PubSubClient {
  pool: pg.Pool;
  opts: { channelPrefix: string; payloadThreshold: number; errorHandler: (err: Error) => void };
  publish(message: { nsp: string; type: number }): Promise<void>;
  publishWithAttachment(message: object): Promise<void>;
}

/** At most this many notifications per statement (a few hundred kB at the 8 kB threshold). */
const MAX_BATCH = 64;

const NOTIFY_MANY = `select pg_notify($1, payload)
  from unnest($2::text[]) with ordinality as batch(payload, position)
  order by position`;

type Pending = { channel: string; payload?: string; message: object; done: () => void };

/**
 * The adapter sends one NOTIFY per emit, join or leave, one statement after another on its one
 * publishing connection: at 100 messages a second (three publications each) the queue of
 * statements grew without end, and the other processes heard of each event seconds late.
 * Here the publications of one turn of the event loop, and those made while a statement is
 * out, leave together in the next statement, in their order (one `pg_notify` per row of an
 * ordered unnest). Within one transaction
 * PostgreSQL drops a notification equal to an earlier one, so a batch ends before a repeated
 * payload. Messages too large for a NOTIFY (or binary) keep the adapter's own path, in order.
 */
export function batchPublications(client: PubSubClient) {
  const { opts, pool } = client;
  const sendLarge = client.publishWithAttachment.bind(client);
  const queue: Pending[] = [];
  let sending = false;
  let closed = false;
  let drained: (() => void) | undefined;

  async function drain() {
    while (queue.length > 0) {
      const batch = takeBatch(queue);
      try {
        if (batch[0]!.payload === undefined) await sendLarge(batch[0]!.message);
        else await pool.query(NOTIFY_MANY, [batch[0]!.channel, batch.map((p) => p.payload)]);
      } catch (err) {
        opts.errorHandler(err as Error);
      }
      for (const p of batch) p.done();
    }
    sending = false;
    drained?.();
  }

  client.publish = (message) =>
    new Promise<void>((done) => {
      // the connection is ending with the process: nothing more can be sent
      if (closed) return done();
      const payload = hasBinary(message) ? undefined : JSON.stringify(message);
      const small = payload !== undefined && Buffer.byteLength(payload) <= opts.payloadThreshold;
      const channel = `${opts.channelPrefix}#${message.nsp}`;
      queue.push({ channel, payload: small ? payload : undefined, message, done });
      if (sending) return;
      // the publications of this turn of the event loop (a message and its ticket) go together
      sending = true;
      setImmediate(() => void drain());
    });

  return {
    /** Sends what is queued, then refuses more: the connection is about to end. */
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        if (!sending) return resolve();
        drained = resolve;
      }),
  };
}

/** The next statement's share: one large message, or consecutive small ones on one channel. */
function takeBatch(queue: Pending[]): Pending[] {
  if (queue[0]!.payload === undefined) return queue.splice(0, 1);
  const seen = new Set<string>();
  let n = 0;
  while (n < queue.length && n < MAX_BATCH) {
    const p = queue[n]!;
    if (p.payload === undefined || p.channel !== queue[0]!.channel || seen.has(p.payload)) break;
    seen.add(p.payload);
    n++;
  }
  return queue.splice(0, n);
}

/** Buffers travel as attachments (msgpack), as the adapter decides for itself. */
function hasBinary(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > 20) return false;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => hasBinary(child, depth + 1));
}
