import { can, type WhatsappSessionData } from '@atende/shared';
import type { ChannelHooks, ConnectionRef } from '../../channels/channel';
import { ChannelError } from '../../channels/channel';
import type { Ctx, SystemCtx } from '../../context';
import { AppError, forbidden, invalid } from '../../http/app-error';
import { ingest } from '../ingest/ingest.service';
import { loadWhatsappDTO, whatsappNotFound } from './whatsapps.service';
import * as repo from './whatsapps.repo';

export const refOf = (w: repo.WhatsappRow): ConnectionRef => ({
  id: w.id,
  companyId: w.companyId,
  name: w.name,
});

async function emitSession(ctx: SystemCtx, conn: ConnectionRef) {
  const dto = await loadWhatsappDTO(ctx.db, conn.companyId, conn.id, false);
  if (dto) ctx.events.emit({ type: 'whatsapp.session', companyId: conn.companyId, whatsapp: dto });
}

/** The core's side of every channel: status reports and inbound traffic. */
export function createChannelHooks(system: (companyId: number) => SystemCtx): ChannelHooks {
  return {
    async status(conn, status, qrcode, reason) {
      const ctx = system(conn.companyId);
      const current = await repo.findWhatsapp(ctx.db, conn.companyId, conn.id);
      if (!current) return;
      await repo.updateWhatsapp(ctx.db, conn.companyId, conn.id, {
        status,
        statusReason: status === 'CONNECTED' ? '' : (reason ?? ''),
        // the QR code to read, or the pairing code to type on the phone
        qrcode: status === 'qrcode' || status === 'PAIRING' ? (qrcode ?? '') : '',
        retries: status === 'CONNECTED' ? 0 : current.retries,
      });
      await emitSession(ctx, conn);
    },
    async working(conn, unless = []) {
      const ctx = system(conn.companyId);
      if (await repo.markConnected(ctx.db, conn.companyId, conn.id, unless)) {
        await emitSession(ctx, conn);
      }
    },
    inbound: (event) => ingest(system(event.companyId), event),
    warn(conn, message, details) {
      system(conn.companyId).log.warn({ connectionId: conn.id, ...details }, message);
    },
  };
}

async function controlled(ctx: Ctx, id: number) {
  if (!can(ctx.user.profile, 'connections-page:actionButtons')) throw forbidden();
  const row = await repo.findWhatsapp(ctx.db, ctx.companyId, id);
  if (!row) throw whatsappNotFound();
  return row;
}

function notInitialized(err: unknown): never {
  if (err instanceof ChannelError) {
    throw new AppError(err.code ?? 'ERR_WAPP_NOT_INITIALIZED', 400, err.message);
  }
  throw err;
}

/**
 * 'Try again': opens the session. With a phone number, a 'beta' connection pairs by a code
 * typed on that phone instead (status PAIRING; the code travels in `qrcode`).
 */
export async function startSession(ctx: Ctx, id: number, input: WhatsappSessionData) {
  const row = await controlled(ctx, id);
  if (input?.pairingNumber) {
    if (row.provider !== 'beta') throw invalid({ pairingNumber: 'Invalid' });
    await ctx.channels.baileys.pair(refOf(row), input.pairingNumber).catch(notInitialized);
    return { message: 'Pairing session.' };
  }
  await ctx.channels.get(row.provider).start(refOf(row)).catch(notInitialized);
  return { message: 'Starting session.' };
}

/** 'New QR': forgets the pairing and opens a fresh session. */
export async function renewSession(ctx: Ctx, id: number) {
  const row = await controlled(ctx, id);
  const adapter = ctx.channels.get(row.provider);
  await adapter.logout(refOf(row));
  await adapter.start(refOf(row)).catch(notInitialized);
  return { message: 'Starting session.' };
}

/** 'Disconnect'. */
export async function disconnectSession(ctx: Ctx, id: number) {
  const row = await controlled(ctx, id);
  await ctx.channels.get(row.provider).logout(refOf(row));
  return { message: 'Session disconnected.' };
}
