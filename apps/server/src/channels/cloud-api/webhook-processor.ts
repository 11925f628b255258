import { Readable } from 'node:stream';
import type { MediaStorage } from '../../media/storage';
import {
  ChannelError,
  type ChannelHooks,
  type ConnectionRef,
  type InboundEvent,
  type InboundMedia,
} from '../channel';
import { ACK_OF_STATUS, fileNameFor, mapMessage, reactionRemovedFrom } from './cloud-inbound';
import { undeliveredReason } from './graph-errors';
import {
  cloudMessageSchema,
  cloudStatusSchema,
  type ChangeValue,
  type CloudMessage,
  type CloudStatus,
  type WebhookPayload,
} from './webhook-payload';

interface ProcessorDeps {
  hooks: ChannelHooks;
  media: MediaStorage;
  fetchMedia(id: string): Promise<{ data: Buffer; mimetype?: string }>;
  /** Whether a message with this id is stored already: a repeat is not downloaded again. */
  isStored(externalId: string): Promise<boolean>;
}

/** What is left of an item that failed for a reason that may pass: its last try. */
type LastTry = () => Promise<void>;

/**
 * Some items of a delivery failed for a reason that may pass (a server error, the network):
 * the job runs the delivery again, and what was stored stays stored once. On its last run the
 * job calls `settle`, which stores each such message without its file rather than losing it.
 */
export class DeliveryIncomplete extends Error {
  constructor(
    readonly pending: number,
    readonly settle: () => Promise<void>,
  ) {
    super(`cloud-api: ${pending} item(s) of the delivery not ingested yet`);
    this.name = 'DeliveryIncomplete';
  }
}

const at = (unixSeconds: string | undefined) =>
  unixSeconds && /^\d+$/.test(unixSeconds) ? new Date(Number(unixSeconds) * 1000) : new Date();

/** Why something failed, fit for the log: a channel's reason, else only the error's kind. */
const reasonOf = (err: unknown) => {
  if (err instanceof ChannelError) return err.message;
  const code = (err as { code?: unknown } | null)?.code;
  return `${err instanceof Error ? err.name : 'error'}${typeof code === 'string' ? ` ${code}` : ''}`;
};

/** A failure that will not pass by trying again (the platform refused, the file is gone). */
const forGood = (err: unknown) => err instanceof ChannelError && !err.retryable;

/**
 * Turns one stored webhook delivery into ingest events, each message and status on its own:
 * one that fails never keeps the others out. Safe to run again: ingest is idempotent by the
 * platform's message id (wamid) and acks only ever go up, so a retried job or a repeated
 * delivery changes nothing. Only changes for this connection's number are read: one app may
 * deliver several numbers' traffic to the same address. Throws DeliveryIncomplete when some
 * item may still get in on another run.
 */
export async function processWebhookPayload(
  deps: ProcessorDeps,
  conn: ConnectionRef,
  phoneNumberId: string,
  payload: WebhookPayload,
) {
  const pending: LastTry[] = [];
  const guarded = async (wamid: string, what: string, run: () => Promise<LastTry | void>) => {
    try {
      const lastTry = await run();
      if (lastTry) pending.push(lastTry);
    } catch (err) {
      deps.hooks.warn(conn, `cloud-api: ${what} not ingested, tried again later`, {
        wamid,
        reason: reasonOf(err),
      });
      pending.push(async () => {
        await run();
      });
    }
  };
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = change.value;
      const target = value.metadata?.phone_number_id;
      if (target && target !== phoneNumberId) continue;
      for (const raw of value.messages ?? []) {
        // a malformed message was warned about when the delivery came in (cloud-api.routes.ts)
        const m = cloudMessageSchema.safeParse(raw);
        if (m.success) {
          await guarded(m.data.id, 'message', () => ingestMessage(deps, conn, value, m.data));
        }
      }
      for (const raw of value.statuses ?? []) {
        const s = cloudStatusSchema.safeParse(raw);
        if (s.success) await guarded(s.data.id, 'status', () => ingestStatus(deps, conn, s.data));
      }
    }
  }
  if (pending.length) {
    throw new DeliveryIncomplete(pending.length, async () => {
      for (const lastTry of pending) await lastTry();
    });
  }
}

/** Stores one message; answers its last try when its file could not be fetched for now. */
async function ingestMessage(
  deps: ProcessorDeps,
  conn: ConnectionRef,
  value: ChangeValue,
  m: CloudMessage,
): Promise<LastTry | void> {
  const name = value.contacts?.find((c) => c.wa_id === m.from)?.profile?.name ?? m.from;
  const from = { number: m.from, name, isGroup: false };
  const base = { companyId: conn.companyId, connectionId: conn.id, externalId: m.id };
  const removedFrom = reactionRemovedFrom(m);
  if (removedFrom) {
    await deps.hooks.inbound({
      ...base,
      kind: 'reaction-removed',
      from,
      targetExternalId: removedFrom,
      timestamp: at(m.timestamp),
    });
    return;
  }
  const mapped = mapMessage(m);
  if (!mapped || (mapped.media && (await deps.isStored(m.id)))) return;
  const event: InboundEvent = {
    ...base,
    kind: 'message',
    from,
    fromMe: false,
    body: mapped.body,
    mediaType: mapped.mediaType,
    quotedExternalId: mapped.quotedExternalId,
    timestamp: at(m.timestamp),
  };
  if (!mapped.media) return deps.hooks.inbound(event);
  const withoutFile = () =>
    deps.hooks.inbound({ ...event, unavailableMediaName: mapped.media?.fileName });
  let media: InboundMedia;
  try {
    media = await storeMedia(deps, conn, m.type, mapped.media);
  } catch (err) {
    const details = { wamid: m.id, reason: reasonOf(err) };
    if (forGood(err)) {
      deps.hooks.warn(conn, 'cloud-api: media unavailable, message stored without it', details);
      return withoutFile();
    }
    deps.hooks.warn(conn, 'cloud-api: media not fetched, tried again later', details);
    return async () => {
      deps.hooks.warn(conn, 'cloud-api: media not fetched, message stored without it', details);
      await withoutFile();
    };
  }
  await deps.hooks.inbound({ ...event, media });
}

/** Downloads a file by its media id (lookup, then the file with the bearer token). */
async function storeMedia(
  deps: ProcessorDeps,
  conn: ConnectionRef,
  kind: string,
  ref: { id: string; mimetype?: string; fileName?: string },
): Promise<InboundMedia> {
  const { data, mimetype: served } = await deps.fetchMedia(ref.id);
  const mimetype = (ref.mimetype ?? served ?? 'application/octet-stream').split(';')[0]!.trim();
  const name = fileNameFor(kind, mimetype, ref.fileName);
  const staged = await deps.media.stage(conn.companyId, Readable.from([data]), name);
  await staged.commit();
  return { path: staged.path, name, mimetype };
}

async function ingestStatus(deps: ProcessorDeps, conn: ConnectionRef, s: CloudStatus) {
  const base = { companyId: conn.companyId, connectionId: conn.id, externalId: s.id };
  if (s.status === 'failed') {
    const e = s.errors?.[0];
    const reason = e?.error_data?.details ?? e?.message ?? e?.title ?? 'falha na entrega';
    await deps.hooks.inbound({
      ...base,
      kind: 'failed',
      error: undeliveredReason(e?.code, reason),
    });
    return;
  }
  const ack = ACK_OF_STATUS[s.status];
  if (ack) await deps.hooks.inbound({ ...base, kind: 'ack', ack });
}
