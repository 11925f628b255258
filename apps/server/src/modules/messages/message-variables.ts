import type { TicketDTO } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { namesVariables, renderTemplate, scopeOfTicket } from '../bot/render-template';
import { settingValue } from '../settings/setting-value';
import * as ticketsRepo from '../tickets/tickets.repo';

/**
 * A text an agent, the external API or a schedule sends, with its message variables (spec 1
 * §9: {{firstName}}, {{name}}, {{ms}}, {{protocol}}, {{hora}}) filled for the ticket's contact,
 * as the automatic texts are. What is stored is what the customer receives.
 */
export async function fillMessageVariables(
  ctx: SystemCtx,
  ticketId: number,
  text: string,
): Promise<string> {
  if (!namesVariables(text)) return text;
  const ticket = await ticketsRepo.loadTicketDTO(ctx.db, ctx.companyId, ticketId);
  if (!ticket) return text;
  return fillTicketVariables(ctx, ticket, text);
}

/**
 * `text` with its variables filled for `ticket`, on the company's clock (its timezone
 * setting), which is read only when the text names a variable.
 */
export async function fillTicketVariables(
  ctx: SystemCtx,
  ticket: Pick<TicketDTO, 'id' | 'createdAt' | 'contact'>,
  text: string,
): Promise<string> {
  if (!namesVariables(text)) return text;
  const timeZone = await settingValue(ctx.db, ctx.companyId, 'timezone');
  return renderTemplate(text, scopeOfTicket(ticket, ctx.clock.now(), timeZone));
}
