import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  contacts,
  messages,
  queueOptions,
  queues,
  tickets,
  whatsappQueues,
  whatsapps,
} from '../../db/schema';
import type { BotOption, BotQueue } from './bot-types';

function selectBotTicket(
  db: Executor,
  companyId: number | Placeholder,
  ticketId: number | Placeholder,
) {
  return db
    .select({
      id: tickets.id,
      status: tickets.status,
      userId: tickets.userId,
      queueId: tickets.queueId,
      isGroup: tickets.isGroup,
      whatsappId: tickets.whatsappId,
      contactId: tickets.contactId,
      chatbot: tickets.chatbot,
      botState: tickets.botState,
      createdAt: tickets.createdAt,
      contactName: contacts.name,
    })
    .from(tickets)
    .innerJoin(
      contacts,
      and(eq(contacts.companyId, tickets.companyId), eq(contacts.id, tickets.contactId)),
    )
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
}

/**
 * The ticket the bot is about to answer on, locked until the step's transaction ends: the
 * bot steps of one ticket run one after the other, on PostgreSQL and PGlite alike. NO KEY
 * UPDATE, so a message being stored meanwhile (its foreign key takes KEY SHARE) is not held up.
 */
const lockBotTicketById = preparedFor((db) =>
  selectBotTicket(db, sql.placeholder('companyId'), sql.placeholder('ticketId'))
    .for('no key update', { of: tickets })
    .prepare('bot_ticket_lock'),
);

export async function lockBotTicket(db: Executor, companyId: number, ticketId: number) {
  const [row] = await lockBotTicketById(db).execute({ companyId, ticketId });
  return row;
}

/**
 * The same ticket, read without a lock: whether the bot still talks there (read on every
 * customer message), or a queue engine's turn before it calls out.
 */
const botTicketById = preparedFor((db) =>
  selectBotTicket(db, sql.placeholder('companyId'), sql.placeholder('ticketId')).prepare(
    'bot_ticket',
  ),
);

export async function botTicket(db: Executor, companyId: number, ticketId: number) {
  const [row] = await botTicketById(db).execute({ companyId, ticketId });
  return row;
}

export type BotTicket = NonNullable<Awaited<ReturnType<typeof lockBotTicket>>>;

/**
 * What the ticket's messages say: the newest customer message, the newest automatic one, and
 * whether a person (an agent, or someone on the phone itself) has written.
 */
const marksOfTicket = preparedFor((db) =>
  db
    .select({
      newestCustomerId:
        sql`coalesce(max(${messages.id}) filter (where not ${messages.fromMe}), 0)`.mapWith(Number),
      newestAutomaticId:
        sql`coalesce(max(${messages.id}) filter (where ${messages.automatic}), 0)`.mapWith(Number),
      newestAutomaticAt:
        sql`max(${messages.createdAt}) filter (where ${messages.automatic})`.mapWith(
          messages.createdAt,
        ),
      humanSpoke: sql<boolean>`coalesce(bool_or(${messages.fromMe} and not ${messages.automatic}), false)`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, sql.placeholder('companyId')),
        eq(messages.ticketId, sql.placeholder('ticketId')),
      ),
    )
    .prepare('bot_message_marks'),
);

export async function messageMarks(db: Executor, companyId: number, ticketId: number) {
  const [row] = await marksOfTicket(db).execute({ companyId, ticketId });
  return row!;
}

const botConnectionById = preparedFor((db) =>
  db
    .select({
      greetingMessage: whatsapps.greetingMessage,
      outOfHoursMessage: whatsapps.outOfHoursMessage,
      complationMessage: whatsapps.complationMessage,
      maxUseBotQueues: whatsapps.maxUseBotQueues,
      timeUseBotQueues: whatsapps.timeUseBotQueues,
    })
    .from(whatsapps)
    .where(
      and(
        eq(whatsapps.companyId, sql.placeholder('companyId')),
        eq(whatsapps.id, sql.placeholder('whatsappId')),
      ),
    )
    .prepare('bot_connection'),
);

export async function botConnection(db: Executor, companyId: number, whatsappId: number) {
  const [row] = await botConnectionById(db).execute({ companyId, whatsappId });
  return row;
}

const botQueueColumns = {
  id: queues.id,
  name: queues.name,
  greetingMessage: queues.greetingMessage,
  outOfHoursMessage: queues.outOfHoursMessage,
  schedules: queues.schedules,
  integrationId: queues.integrationId,
  promptId: queues.promptId,
};

const queuesOfConnection = preparedFor((db) =>
  db
    .select(botQueueColumns)
    .from(whatsappQueues)
    .innerJoin(
      queues,
      and(
        eq(queues.id, whatsappQueues.queueId),
        eq(queues.companyId, sql.placeholder('companyId')),
      ),
    )
    .where(eq(whatsappQueues.whatsappId, sql.placeholder('whatsappId')))
    .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.id))
    .prepare('bot_connection_queues'),
);

/** The connection's queues in menu order (orderQueue, then creation). */
export function connectionQueues(
  db: Executor,
  companyId: number,
  whatsappId: number,
): Promise<BotQueue[]> {
  return queuesOfConnection(db).execute({ companyId, whatsappId });
}

export function queuesByIds(db: Executor, companyId: number, ids: number[]): Promise<BotQueue[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(botQueueColumns)
    .from(queues)
    .where(and(eq(queues.companyId, companyId), inArray(queues.id, ids)));
}

/** The option trees of these queues (queue_options_tree serves it). */
export function optionsOf(
  db: Executor,
  companyId: number,
  queueIds: number[],
): Promise<BotOption[]> {
  if (!queueIds.length) return Promise.resolve([]);
  return db
    .select({
      id: queueOptions.id,
      queueId: queueOptions.queueId,
      parentId: queueOptions.parentId,
      option: queueOptions.option,
      title: queueOptions.title,
      message: queueOptions.message,
      forwardQueueId: queueOptions.forwardQueueId,
      humanHandover: queueOptions.humanHandover,
    })
    .from(queueOptions)
    .where(and(eq(queueOptions.companyId, companyId), inArray(queueOptions.queueId, queueIds)));
}

/** The step's outcome on the ticket: its queue (when the bot moved it), flag and state. */
export async function saveBotOutcome(
  db: Executor,
  companyId: number,
  ticketId: number,
  change: { queueId?: number; chatbot: boolean; botState: Record<string, unknown> },
) {
  await db
    .update(tickets)
    // a new queue moves the ticket in the lists; the bot's bookkeeping alone does not
    .set(change.queueId === undefined ? change : { ...change, updatedAt: new Date() })
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
}
