import { Readable } from 'node:stream';
import type { MediaStorage } from '../../media/storage';
import type { ChannelHooks, ConnectionRef, InboundMedia } from '../channel';
import { ACK_OF_STATUS, fileNameFor, mapMessage } from './cloud-inbound';
import type { ChangeValue, CloudMessage, CloudStatus, WebhookPayload } from './webhook-payload';

interface ProcessorDeps {
  hooks: ChannelHooks;
  media: MediaStorage;
  fetchMedia(id: string): Promise<{ data: Buffer; mimetype?: string }>;
  /** Whether a message with this id is stored already: a repeat is not downloaded again. */
  isStored(externalId: string): Promise<boolean>;
}

const at = (unixSeconds: string | undefined) =>
  unixSeconds && /^\d+$/.test(unixSeconds) ? new Date(Number(unixSeconds) * 1000) : new Date();

/**
 * Turns one stored webhook delivery into ingest events. Safe to run again: ingest is
 * idempotent by the platform's message id (wamid) and acks only ever go up, so a retried job
 * or a repeated delivery changes nothing. Only changes for this connection's number are read:
 * one app may deliver several numbers' traffic to the same address.
 */
export async function processWebhookPayload(
  deps: ProcessorDeps,
  conn: ConnectionRef,
  phoneNumberId: string,
  payload: WebhookPayload,
) {
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const target = change.value.metadata?.phone_number_id;
      if (target && target !== phoneNumberId) continue;
      for (const message of change.value.messages ?? []) {
        await ingestMessage(deps, conn, change.value, message);
      }
      for (const status of change.value.statuses ?? []) await ingestStatus(deps, conn, status);
    }
  }
}

async function ingestMessage(
  deps: ProcessorDeps,
  conn: ConnectionRef,
  value: ChangeValue,
  m: CloudMessage,
) {
  const mapped = mapMessage(m);
  if (!mapped || (mapped.media && (await deps.isStored(m.id)))) return;
  const media = mapped.media && (await storeMedia(deps, conn, m.type, mapped.media));
  const name = value.contacts?.find((c) => c.wa_id === m.from)?.profile?.name ?? m.from;
  await deps.hooks.inbound({
    kind: 'message',
    companyId: conn.companyId,
    connectionId: conn.id,
    externalId: m.id,
    from: { number: m.from, name, isGroup: false },
    fromMe: false,
    body: mapped.body,
    mediaType: mapped.mediaType,
    media,
    quotedExternalId: mapped.quotedExternalId,
    timestamp: at(m.timestamp),
  });
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
      error: `Não entregue: ${reason}${e?.code ? ` (${e.code})` : ''}`,
    });
    return;
  }
  const ack = ACK_OF_STATUS[s.status];
  if (ack) await deps.hooks.inbound({ ...base, kind: 'ack', ack });
}
