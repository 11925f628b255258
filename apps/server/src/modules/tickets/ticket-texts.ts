import { RATING_SCALE, type SettingKey, type TicketDTO } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { listSettings } from '../companies/companies.repo';
import { sendAutomaticText } from '../messages/automatic-message';
import { fillTicketVariables } from '../messages/message-variables';
import {
  awaitRating,
  currentTracking,
  type TrackingRow,
} from '../ticket-tracking/ticket-tracking.repo';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';

/**
 * The automatic texts of spec 1 §4 and the settings (decision 0042): greeting on accept,
 * transfer notice, completion message, rating question, inactivity message. Each goes out
 * through sendAutomaticText (stored on the ticket, marked automatic) under a key, so a repeated
 * request or job sends it once; none is ever sent to a group.
 */

async function enabled(ctx: SystemCtx, key: SettingKey) {
  const settings = await listSettings(ctx.db, ctx.companyId);
  return settings.find((s) => s.key === key)?.value === 'enabled';
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The connection's own text (completion, rating, inactivity) with its variables filled in. */
export async function connectionText(
  ctx: SystemCtx,
  ticket: TicketDTO,
  field: 'complationMessage' | 'ratingMessage' | 'expiresInactiveMessage',
) {
  const connection = await findWhatsapp(ctx.db, ctx.companyId, ticket.whatsappId);
  const text = connection?.[field].trim() ?? '';
  return text && fillTicketVariables(ctx, ticket, text);
}

/** sendGreetingAccepted: the agent who accepted introduces themself, once per agent and cycle. */
export async function greetOnAccept(ctx: SystemCtx, ticket: TicketDTO) {
  if (ticket.isGroup || !ticket.user || !(await enabled(ctx, 'sendGreetingAccepted'))) return;
  const cycle = await currentTracking(ctx.db, ctx.companyId, ticket.id);
  await sendAutomaticText(
    ctx,
    ticket.id,
    `Olá ${firstName(ticket.contact.name)}, meu nome é ${ticket.user.name} e agora vou prosseguir com seu atendimento!`,
    cycle && `accepted-${cycle.id}-${ticket.user.id}`,
  );
}

/**
 * The rating question: the connection's rating message (or a default) and the 1-3 scale, unless
 * the message already offers 1, 2 and 3 in its own words (the customer would read it twice).
 */
export function ratingQuestion(message: string) {
  const offersScale = RATING_SCALE.every((r) =>
    new RegExp(`(^|\\D)${r.value}(\\D|$)`).test(message),
  );
  if (offersScale) return message;
  const scale = RATING_SCALE.map((r) => `${r.value} - ${r.label}`).join('\n');
  return `${message || 'Por favor, avalie o nosso atendimento:'}\n\n${scale}`;
}

/**
 * A resolved conversation (open → closed): with userRating enabled and an agent on it, the
 * customer is asked for a rating and the cycle awaits it (the completion message thanks the
 * answer, decision 0037); otherwise the connection's completion message. `finished` is the cycle
 * this resolve ended: a repeated resolve has none and sends nothing.
 */
export async function closingTexts(
  ctx: SystemCtx,
  ticket: TicketDTO,
  finished: TrackingRow | undefined,
) {
  if (ticket.isGroup || !finished) return;
  if (ticket.userId !== null && (await enabled(ctx, 'userRating'))) {
    const awaiting = await awaitRating(ctx.db, ctx.companyId, finished.id, ctx.clock.now());
    if (!awaiting) return;
    const message = await connectionText(ctx, ticket, 'ratingMessage');
    await sendAutomaticText(ctx, ticket.id, ratingQuestion(message), `rating-${finished.id}`);
    return;
  }
  const completion = await connectionText(ctx, ticket, 'complationMessage');
  await sendAutomaticText(ctx, ticket.id, completion, `completion-${finished.id}`);
}

/** expiresTicket: the connection's inactivity message on a ticket closed for inactivity. */
export async function inactivityText(ctx: SystemCtx, ticket: TicketDTO, key: string) {
  if (ticket.isGroup) return;
  const text = await connectionText(ctx, ticket, 'expiresInactiveMessage');
  await sendAutomaticText(ctx, ticket.id, text, key);
}
