import type { SystemCtx } from '../../context';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../media/storage';
import { findContactByNumber } from '../contacts/contacts.repo';
import { findOrCreateContact } from '../contacts/contacts.service';
import { queueOutboundMessages } from '../messages/outbound-messages';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import { closeTicketBySystem } from '../tickets/system-close';
import * as ticketsRepo from '../tickets/tickets.repo';
import { requireWhatsappNumber } from '../whatsapp-numbers/number-check';

/** The connection whose token authorised the request. */
export interface ApiConnection {
  id: number;
  companyId: number;
  name: string;
}

export interface ExternalSend {
  /** Digits only (country code, area code, number), or a group id ending in '@g.us'. */
  number: string;
  body: string;
  files: UploadedFile[];
  /** Close the conversation once the message is queued. */
  closeTicket: boolean;
  /** Leave a ticket opened for this send waiting for the team; by default it is closed at once. */
  saveOnTicket: boolean;
}

export const GROUP_ID = /^\d{5,}(-\d+)?@g\.us$/;

const invalidNumber = (text: string) =>
  new AppError('ERR_WAPP_INVALID_CONTACT', 400, text, { number: text });

/** The contact the message goes to: a group the company already talks to, or a person's number. */
async function recipient(ctx: SystemCtx, connection: ApiConnection, number: string) {
  if (GROUP_ID.test(number)) {
    const group = await findContactByNumber(ctx.db, ctx.companyId, number);
    if (!group?.isGroup) throw invalidNumber('Grupo não encontrado entre os contatos da empresa');
    return group;
  }
  const known = await requireWhatsappNumber(ctx, number, {
    field: 'number',
    connectionId: connection.id,
  });
  return findOrCreateContact(ctx, { number: known, name: known, whatsappId: connection.id });
}

/**
 * Sends through the external API (docs/decisions/0063-external-send-api.md): the message goes on
 * the contact's live ticket on this connection, or on a new waiting ticket, and leaves through
 * the same send job as the chat's. Answers what a client needs to find it again.
 */
export async function sendExternal(ctx: SystemCtx, connection: ApiConnection, input: ExternalSend) {
  if (!input.body.trim() && input.files.length === 0) {
    throw new AppError('ERR_VALIDATION', 400, 'Informe o texto (body) ou um arquivo (medias)', {
      body: 'Required',
    });
  }
  const contact = await recipient(ctx, connection, input.number);
  const { ticket, created } = await ticketsRepo.findOrCreateLiveTicket(ctx.db, ctx.companyId, {
    contactId: contact.id,
    whatsappId: connection.id,
    queueId: null,
    userId: null,
    status: 'pending',
    isGroup: contact.isGroup,
  });
  const close = input.closeTicket || (created && !input.saveOnTicket);
  // closed before the messages are queued, so that no one is told of a ticket waiting
  // a ticket opened only to carry this send has no cycle: no one waited or answered
  if (close) await closeTicketBySystem(ctx, ticket, { recordCycle: !created });
  else if (created) await recordCycle(ctx, undefined, ticket);
  const messages = await queueOutboundMessages(ctx, ticket, input, null);
  return {
    message: 'Mensagem enviada',
    ticketId: ticket.id,
    ticketStatus: close ? 'closed' : ticket.status,
    contactId: contact.id,
    messageIds: messages.map((m) => m.id),
  };
}
