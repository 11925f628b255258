import { DEFAULT_WEEKLY_HOURS, isWithinHours, type TicketDTO } from '@atende/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock, SystemCtx } from '../../context';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../events';
import type { JobQueue } from '../../jobs/job-queue';
import { settingValue } from '../settings/setting-value';
import { loadTicketDTO } from '../tickets/tickets.repo';
import { findDefaultWhatsapp } from '../whatsapps/whatsapps.repo';
import { pendingNoticeJob } from './pending-notice.job';
import * as repo from './notify.repo';

/** Waiting for a person: pending with no agent. Group chats are not announced. */
const isWaiting = (t: TicketDTO) => t.status === 'pending' && t.userId === null && !t.isGroup;

/**
 * How long this process trusts what it read of a company's notice switch: a change made
 * through another instance is heard at most this late (one made here, at once).
 */
const SWITCH_TRUSTED_MS = 5_000;

/**
 * Feeds the notice job from the ticket events (a ticket created by ingest, a transfer to a
 * queue without agent): the work runs in the job, never inline in the code that emitted. A
 * company with the notices off (the default) queues nothing: every customer message on a
 * waiting ticket raises the event, and a job each would cost writes for no notice. The switch
 * is read once per company every few seconds, not once per new customer (a burst of them is
 * one read); the later messages of a ticket already waiting are not weighed again.
 */
export function queueNoticesOfWaitingTickets(
  events: EventBus,
  jobs: JobQueue,
  db: Executor,
  clock: Clock,
  log: FastifyBaseLogger,
) {
  const switchOf = new Map<number, { on: boolean; until: number }>();
  /** Per company, how many times this process heard its settings change (a read in flight
   * while they change is not kept). */
  const changes = new Map<number, number>();
  const noticesOn = async (companyId: number) => {
    const now = clock.now().getTime();
    const known = switchOf.get(companyId);
    if (known && known.until > now) return known.on;
    const changesBefore = changes.get(companyId);
    const on = (await settingValue(db, companyId, 'checkActiveNotify')) === 'enabled';
    if (changes.get(companyId) === changesBefore) {
      switchOf.set(companyId, { on, until: now + SWITCH_TRUSTED_MS });
    }
    return on;
  };
  const queue = async (payload: z.input<typeof pendingNoticeJob.schema>) => {
    if (!(await noticesOn(payload.companyId))) return;
    await jobs.send(pendingNoticeJob, payload, {
      singletonKey: `pending-notice-${payload.companyId}-${payload.ticketId}`,
    });
  };
  return events.on((event) => {
    if (event.type === 'setting.updated') {
      switchOf.delete(event.companyId);
      changes.set(event.companyId, (changes.get(event.companyId) ?? 0) + 1);
      return;
    }
    if (event.type !== 'ticket.updated' || !isWaiting(event.ticket)) return;
    // a customer's later message on a ticket already waiting: its notice was weighed when it
    // began to wait (a ticket a message opened has not changed since it was created)
    if (event.sentWithMessage && event.ticket.updatedAt !== event.ticket.createdAt) return;
    const payload = {
      companyId: event.companyId,
      ticketId: event.ticket.id,
      at: clock.now().toISOString(),
    };
    queue(payload).catch((err: unknown) =>
      log.error({ err, ...payload }, 'waiting-ticket notice not queued'),
    );
  });
}

export function noticeText(ticket: TicketDTO, publicUrl: string) {
  return [
    '*Atendimento aguardando*',
    `Contato: ${ticket.contact.name} (${ticket.contact.number})`,
    `Fila: ${ticket.queue?.name ?? 'Sem fila'}`,
    `${publicUrl.replace(/\/+$/, '')}/tickets/${ticket.uuid}`,
  ].join('\n');
}

/**
 * Tells each active recipient, once per ticket, that a ticket is waiting (docs/decisions/0045).
 * Nothing happens while the company has notices off (checkActiveNotify) or no active
 * recipient. Otherwise the ticket's one notice is claimed first, so a repeated event or a
 * second run sends nothing; a ticket that started waiting outside the recipients' hours is
 * claimed and not announced. A failed send is logged, not retried: a late notice about a
 * ticket someone may have taken meanwhile is noise.
 */
export async function pendingNoticeHandler(
  system: (companyId: number) => SystemCtx,
  publicUrl: string,
  { companyId, ticketId, at }: z.output<typeof pendingNoticeJob.schema>,
) {
  const ctx = system(companyId);
  if ((await settingValue(ctx.db, companyId, 'checkActiveNotify')) !== 'enabled') return;
  const numbers = await repo.activeRecipientNumbers(ctx.db, companyId);
  if (!numbers.length) return;
  if (!(await repo.claimPendingNotice(ctx.db, companyId, ticketId, ctx.clock.now()))) return;

  // the recipients' hours are read on the company's clock (its timezone setting)
  const [saved, timeZone] = await Promise.all([
    repo.findNotifySchedules(ctx.db, companyId),
    settingValue(ctx.db, companyId, 'timezone'),
  ]);
  const hours = saved.length ? saved : DEFAULT_WEEKLY_HOURS;
  if (!isWithinHours(hours, new Date(at), timeZone)) return;
  const [ticket, connection] = await Promise.all([
    loadTicketDTO(ctx.db, companyId, ticketId),
    findDefaultWhatsapp(ctx.db, companyId),
  ]);
  if (!ticket) return;
  if (!connection) {
    ctx.log.warn({ companyId, ticketId }, 'waiting-ticket notice: no default connection');
    return;
  }
  const channel = ctx.channels.get(connection.provider);
  const body = noticeText(ticket, publicUrl);
  for (const to of numbers) {
    try {
      await channel.send({ id: connection.id, companyId, name: connection.name }, { to, body });
    } catch (err) {
      ctx.log.warn({ err, companyId, ticketId }, 'waiting-ticket notice not delivered');
    }
  }
}
