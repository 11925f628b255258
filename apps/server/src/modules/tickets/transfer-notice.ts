import type { TicketDTO, WeeklyHours } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { closedAt } from '../bot/bot-hours';
import { queuesByIds } from '../bot/bot.repo';
import { findCompany, listSettings } from '../companies/companies.repo';
import { sendAutomaticText } from '../messages/automatic-message';

/**
 * sendMsgTransfTicket: where the conversation went: the person it was given to (`toPerson`),
 * else its queue; an agent moving their own ticket to another queue is not news of themselves
 * (decision 0149). Out of the hours that apply (the company's, or the ticket's queue's, by
 * scheduleType, on the company's clock) it does not promise an answer now (decision 0146).
 */
export async function noticeTransfer(
  ctx: SystemCtx,
  ticket: TicketDTO,
  { toPerson = false, key }: { toPerson?: boolean; key?: string } = {},
) {
  if (ticket.isGroup) return;
  const to =
    toPerson && ticket.user
      ? `*${ticket.user.name}*`
      : ticket.queue && `o setor *${ticket.queue.name}*`;
  if (!to) return;
  const settings = new Map(
    (await listSettings(ctx.db, ctx.companyId)).map((s) => [s.key, s.value]),
  );
  if (settings.get('sendMsgTransfTicket') !== 'enabled') return;
  const after = (await closedNow(ctx, settings, ticket.queueId))
    ? 'Estamos fora do horário de atendimento; responderemos assim que voltarmos.'
    : 'Aguarde, já vamos te atender!';
  await sendAutomaticText(
    ctx,
    ticket.id,
    `Seu atendimento foi transferido para ${to}. ${after}`,
    key,
  );
}

async function closedNow(ctx: SystemCtx, settings: Map<string, string>, queueId: number | null) {
  const scheduleType = settings.get('scheduleType');
  let hours: readonly WeeklyHours[] | undefined;
  if (scheduleType === 'company') hours = (await findCompany(ctx.db, ctx.companyId))?.schedules;
  else if (scheduleType === 'queue' && queueId !== null) {
    hours = (await queuesByIds(ctx.db, ctx.companyId, [queueId]))[0]?.schedules;
  }
  return closedAt(hours ?? [], ctx.clock.now(), settings.get('timezone') || undefined);
}
