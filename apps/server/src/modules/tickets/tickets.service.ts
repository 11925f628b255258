import {
  can,
  isAdminProfile,
  type TicketCreateData,
  type TicketListQuery,
  type TicketUpdateData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, invalid } from '../../http/app-error';
import { endedByPerson } from '../bot/bot-state';
import { checkEngineRefs } from '../bot/engine-refs';
import { findContact } from '../contacts/contacts.repo';
import { checkQueueId } from '../queues/queue-ownership';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import { findUser } from '../users/users.repo';
import { isUniqueViolation } from '../../db/pg-errors';
import { requireWhatsappNumber } from '../whatsapp-numbers/number-check';
import { findDefaultWhatsapp, findWhatsapp } from '../whatsapps/whatsapps.repo';
import {
  accessDenied,
  accessibleTicket,
  assertMayAct,
  heldBy,
  ticketNotFound,
} from './ticket-access';
import type { TicketCloser, TicketDTO, TicketTransferrer } from '@atende/shared';
import * as repo from './tickets.repo';
import { listTicketPage } from './tickets-list.repo';
import { transferTicketJob } from './ticket-transfer.job';
import { closingTexts, greetOnAccept } from './ticket-texts';
import { noticeTransfer } from './transfer-notice';

/**
 * Lists per spec 1 §6: a user's open tab holds their own open tickets, the pending tab, the
 * closed tab and search every ticket of their queues (decision 0007): a list never offers a
 * ticket that opening would refuse. Admins may open everything: their closed tab and search
 * span the company, and show-all widens their other tabs.
 */
export async function listTickets(ctx: Ctx, q: TicketListQuery) {
  const viewer = ctx.user;
  const admin = isAdminProfile(viewer.profile);
  const showAll = q.showAll && can(viewer.profile, 'tickets-manager:showall');
  // an admin's pending tab follows their queues unless show-all; closed and search span all
  const companyWide = showAll || (admin && (q.status === 'closed' || !!q.searchParam));
  const ownOnly = q.status === 'open' && !showAll ? viewer.id : undefined;
  return listTicketPage(ctx.db, ctx.companyId, q, {
    // one's own tickets are always visible to oneself: no queue rule needed on top
    restrictTo: companyWide || ownOnly ? undefined : viewer,
    ownOnly,
    includeNoQueue: viewer.allTicket === 'enabled' || admin,
  });
}

export async function getTicket(ctx: Ctx, id: number) {
  await accessibleTicket(ctx, id);
  return (await repo.loadTicketDTO(ctx.db, ctx.companyId, id))!;
}

export async function getTicketByUuid(ctx: Ctx, uuid: string) {
  const row = await repo.findTicketByUuid(ctx.db, ctx.companyId, uuid);
  if (!row) throw ticketNotFound();
  return getTicket(ctx, row.id);
}

/** Opens a conversation from the agent's side (spec 1 §2 new ticket dialog, §8 conflict). */
export async function createTicket(ctx: Ctx, input: TicketCreateData) {
  const isAdmin = isAdminProfile(ctx.user.profile);
  if (!input.queueId && !isAdmin) throw invalid({ queueId: 'Selecione uma fila' });
  const contact = await findContact(ctx.db, ctx.companyId, input.contactId);
  if (!contact) throw invalid({ contactId: 'Contato não encontrado' }, 'ERR_NO_CONTACT_FOUND');
  await checkQueueId(ctx.db, ctx.companyId, input.queueId, 'queueId');
  const connection = input.whatsappId
    ? await findWhatsapp(ctx.db, ctx.companyId, input.whatsappId)
    : await findDefaultWhatsapp(ctx.db, ctx.companyId);
  if (!connection && input.whatsappId) {
    // named but gone (deleted while the dialog was open): not a missing default
    throw invalid({ whatsappId: 'Conexão não encontrada' }, 'ERR_NO_WAPP_FOUND');
  }
  if (!connection) {
    throw new AppError(
      'ERR_NO_DEF_WAPP_FOUND',
      400,
      'Nenhuma conexão padrão encontrada. Cadastre uma conexão.',
    );
  }
  const existing = await repo.findLiveTicket(ctx.db, ctx.companyId, connection.id, contact.id);
  if (existing) throw await conflict(ctx, existing);
  if (!contact.isGroup) {
    await requireWhatsappNumber(ctx, contact.number, {
      field: 'contactId',
      connectionId: connection.id,
    });
  }
  const { ticket, created } = await repo.findOrCreateLiveTicket(ctx.db, ctx.companyId, {
    contactId: contact.id,
    whatsappId: connection.id,
    queueId: input.queueId ?? null,
    userId: ctx.user.id,
    status: 'open',
    isGroup: contact.isGroup,
  });
  if (!created) throw await conflict(ctx, ticket);
  await recordCycle(ctx, undefined, ticket);
  const dto = (await repo.loadTicketDTO(ctx.db, ctx.companyId, ticket.id))!;
  ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket: dto });
  return dto;
}

/** ERR_OTHER_OPEN_TICKET carries, as a JSON string, who holds the open ticket and where. */
const conflict = (ctx: Ctx, ticket: repo.TicketRow) => heldBy(ctx, ticket, 'ERR_OTHER_OPEN_TICKET');

/** ERR_TICKET_TAKEN: someone else accepted it first; who, in the same JSON as a conflict. */
const ticketTaken = (ctx: Ctx, ticket: repo.TicketRow) => heldBy(ctx, ticket, 'ERR_TICKET_TAKEN');

/** Accept, return, resolve, reopen and transfer (spec 1 §4 Ticket). */
export async function updateTicket(
  ctx: Ctx,
  id: number,
  input: TicketUpdateData,
  /** The ticket changed between this request's read and its write: read once more. */
  again = false,
): Promise<TicketDTO> {
  const current = await accessibleTicket(ctx, id);
  // two people accepting one waiting ticket: the first keeps it, the second is told who has it
  const owner = input.userId ?? ctx.user.id;
  const takenMeanwhile =
    input.expectedStatus !== undefined &&
    input.expectedStatus !== 'open' &&
    current.status === 'open' &&
    current.userId !== owner;
  if (takenMeanwhile) throw await ticketTaken(ctx, current);
  await assertMayAct(ctx, current);
  if (input.transferAfterMinutes) return scheduleTransfer(ctx, current, input);
  const patch: Partial<repo.NewTicket> = {};
  const status = input.status ?? current.status;
  if (current.status === 'closed' && status === 'pending') {
    throw invalid({ status: 'Reabra o ticket antes de devolvê-lo à fila' });
  }
  if (input.status) patch.status = input.status;

  const queueChanges = input.queueId !== undefined && input.queueId !== current.queueId;
  // a transfer to a queue without a user (spec 1 §4): back to waiting, unassigned. Naming the
  // ticket's own queue with `userId: null` (the transfer dialog's "no user") hands it back too.
  const toQueueOnly =
    input.queueId !== undefined &&
    (input.userId === null || (queueChanges && input.userId === undefined));
  if (queueChanges) {
    await checkQueueId(ctx.db, ctx.companyId, input.queueId, 'queueId');
    patch.queueId = input.queueId;
  }
  if (toQueueOnly) {
    patch.userId = null;
    if (status !== 'closed') patch.status = 'pending';
  }
  if (input.userId !== undefined && input.userId !== null) {
    if (!(await findUser(ctx.db, ctx.companyId, input.userId)))
      throw invalid({ userId: 'Usuário não encontrado' });
    patch.userId = input.userId;
  }
  if (status === 'open' && current.status !== 'open' && patch.userId === undefined) {
    patch.userId = ctx.user.id; // accept or reopen: the current user owns it
  }
  if (status === 'pending' && input.status === 'pending') patch.userId = null; // return
  // a person moved the conversation: the bot's menu of the former queue ends here
  if (queueChanges || (input.userId != null && input.userId !== current.userId)) {
    patch.chatbot = false;
    patch.botState = endedByPerson(current.botState);
  }
  if (input.whatsappId !== undefined) {
    if (!(await findWhatsapp(ctx.db, ctx.companyId, input.whatsappId)))
      throw invalid({ whatsappId: 'Conexão não encontrada' });
    patch.whatsappId = input.whatsappId;
  }
  if (status !== 'open') {
    patch.useIntegration = false;
    patch.promptId = null;
    patch.integrationId = null;
  } else {
    await checkEngineRefs(ctx, input);
    if (input.useIntegration !== undefined) patch.useIntegration = input.useIntegration;
    if (input.promptId !== undefined) patch.promptId = input.promptId || null;
    if (input.integrationId !== undefined) patch.integrationId = input.integrationId || null;
  }

  let updated: repo.TicketRow | undefined;
  try {
    updated = await repo.updateTicket(ctx.db, ctx.companyId, id, patch, current);
  } catch (err) {
    // reopening while the contact already has another live ticket on this connection
    if (isUniqueViolation(err)) {
      const other = await repo.findLiveTicket(
        ctx.db,
        ctx.companyId,
        current.whatsappId,
        current.contactId,
      );
      throw await conflict(ctx, other ?? current);
    }
    throw err;
  }
  if (!updated) {
    // changed meanwhile by someone else (deleted: the next read says so)
    if (again) throw await ticketTaken(ctx, current);
    return updateTicket(ctx, id, input, true);
  }
  const finished = await recordCycle(ctx, current, updated);
  const dto = (await repo.loadTicketDTO(ctx.db, ctx.companyId, id))!;
  ctx.events.emit({
    type: 'ticket.updated',
    companyId: ctx.companyId,
    ticket: dto,
    previous: { status: current.status, queueId: current.queueId, userId: current.userId },
    ...(await changedBy(ctx, current, dto)),
  });

  if (current.status === 'pending' && dto.status === 'open') await greetOnAccept(ctx, dto);
  const live = (s: string) => s !== 'closed';
  // taking a ticket nobody had (the web's 'Aceitar' sends its own id) is not a transfer
  const takenForMyself = current.userId === null && input.userId === ctx.user.id;
  const givenTo = !!input.userId && input.userId !== current.userId && !takenForMyself;
  const transferred = queueChanges || givenTo;
  if (transferred && live(current.status) && live(dto.status))
    await noticeTransfer(ctx, dto, { toPerson: givenTo });
  // a conversation resolved: completion message or rating question
  if (current.status === 'open' && dto.status === 'closed') await closingTexts(ctx, dto, finished);
  return dto;
}

/**
 * A transfer 'after x minutes' (transfer dialog): checked now, applied later by a job as this
 * user; the ticket is answered unchanged.
 */
async function scheduleTransfer(
  ctx: Ctx,
  ticket: repo.TicketRow,
  input: TicketUpdateData,
): Promise<TicketDTO> {
  if (!input.queueId) throw invalid({ queueId: 'Selecione uma fila' });
  if (ticket.status === 'closed')
    throw invalid({ status: 'Reabra o ticket antes de transferi-lo' });
  await checkQueueId(ctx.db, ctx.companyId, input.queueId, 'queueId');
  if (input.userId && !(await findUser(ctx.db, ctx.companyId, input.userId))) {
    throw invalid({ userId: 'Usuário não encontrado' });
  }
  const minutes = input.transferAfterMinutes!;
  await ctx.jobs.send(
    transferTicketJob,
    {
      companyId: ctx.companyId,
      ticketId: ticket.id,
      requestedBy: ctx.user.id,
      queueId: input.queueId,
      userId: input.userId ?? null,
    },
    { startAfter: new Date(ctx.clock.now().getTime() + minutes * 60_000) },
  );
  return (await repo.loadTicketDTO(ctx.db, ctx.companyId, ticket.id))!;
}

/**
 * Who changed someone else's ticket: gave it to another person, or resolved it while another
 * user was attending it. The person concerned is told who did (decision 0153).
 */
async function changedBy(
  ctx: Ctx,
  before: repo.TicketRow,
  after: TicketDTO,
): Promise<{ transferredBy?: TicketTransferrer; closedBy?: TicketCloser }> {
  const given =
    after.userId !== null &&
    after.userId !== before.userId &&
    after.userId !== ctx.user.id &&
    after.status !== 'closed';
  const holderId = before.status === 'open' ? before.userId : null;
  const closedForAnother =
    after.status === 'closed' && holderId !== null && holderId !== ctx.user.id;
  if (!given && !closedForAnother) return {};
  const user = await findUser(ctx.db, ctx.companyId, ctx.user.id);
  if (!user) return {};
  const actor = { id: user.id, name: user.name };
  return closedForAnother
    ? { closedBy: { ...actor, holderId: holderId! } }
    : { transferredBy: actor };
}

export async function deleteTicket(ctx: Ctx, id: number) {
  if (!can(ctx.user.profile, 'ticket-options:deleteTicket')) throw accessDenied();
  const ticket = await repo.findTicket(ctx.db, ctx.companyId, id);
  if (!ticket) throw ticketNotFound();
  await repo.deleteTicket(ctx.db, ctx.companyId, id);
  ctx.events.emit({
    type: 'ticket.deleted',
    companyId: ctx.companyId,
    ticketId: id,
    queueId: ticket.queueId,
    userId: ticket.userId,
  });
}
