import { and, eq, inArray, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  contacts,
  messages,
  queueOptions,
  queues,
  settings,
  tickets,
  whatsappQueues,
  whatsapps,
} from '../../db/schema';
import type { BotInput, BotOption, BotQueue } from './bot-types';

/** The ticket as the bot's turn reads it. */
const botTicketColumns = {
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
  // the row's version: every update of the ticket (a message stored on it, a bot step, an
  // agent taking it) writes a new one
  version: sql<string>`${tickets}.xmin::text`,
};

const ticketWithContact = (companyId: number | Placeholder, ticketId: number | Placeholder) => ({
  join: and(eq(contacts.companyId, tickets.companyId), eq(contacts.id, tickets.contactId)),
  where: and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)),
});

function selectBotTicket(
  db: Executor,
  companyId: number | Placeholder,
  ticketId: number | Placeholder,
) {
  const { join, where } = ticketWithContact(companyId, ticketId);
  return db.select(botTicketColumns).from(tickets).innerJoin(contacts, join).where(where);
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

const botQueueColumns = {
  id: queues.id,
  name: queues.name,
  greetingMessage: queues.greetingMessage,
  outOfHoursMessage: queues.outOfHoursMessage,
  schedules: queues.schedules,
  integrationId: queues.integrationId,
  promptId: queues.promptId,
};

const botOptionColumns = {
  id: queueOptions.id,
  queueId: queueOptions.queueId,
  parentId: queueOptions.parentId,
  option: queueOptions.option,
  title: queueOptions.title,
  message: queueOptions.message,
  forwardQueueId: queueOptions.forwardQueueId,
  humanHandover: queueOptions.humanHandover,
};

const botConnectionColumns = {
  greetingMessage: whatsapps.greetingMessage,
  outOfHoursMessage: whatsapps.outOfHoursMessage,
  maxUseBotQueues: whatsapps.maxUseBotQueues,
  timeUseBotQueues: whatsapps.timeUseBotQueues,
};

/** A JSON object of these columns, under their names in the code (their values as stored). */
const jsonOf = (columns: Record<string, Column | SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;

export interface BotTurnReads {
  /** What the ticket's messages say: the newest customer message, the newest automatic one,
   * and whether a person (an agent, or someone on the phone itself) has written. */
  marks: BotInput['marks'];
  /** Null when the connection is gone. */
  connection: Omit<BotInput['connection'], 'queueIds'> | null;
  /** The connection's queues in menu order (orderQueue, then creation). */
  menu: BotQueue[];
  /** The option trees of those queues. */
  options: BotOption[];
  /** The company's stored settings by key. */
  settings: Record<string, string>;
  /** The ticket itself, read in the same snapshot (null when gone). */
  ticket: BotTicket | null;
}

const c = sql.placeholder('companyId');
const turnTicket = ticketWithContact(c, sql.placeholder('ticketId'));

/**
 * What the bot's turn reads, in one statement (each is a round trip the turn waits for, and
 * under the lock one the ticket's next message waits for too): the ticket's message marks,
 * the connection's bot texts, its menu and the menu's options, the company's settings, and
 * the ticket itself in the same snapshot.
 */
const turnReads = preparedFor((db) =>
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
      // what a campaign told the customer is kept on the ticket (decision 0064) but said by no
      // person: answering it, the customer still gets the greeting and the menu
      humanSpoke: sql<boolean>`coalesce(bool_or(${messages.fromMe} and not ${messages.automatic}
        and ${messages.campaignId} is null), false)`,
      connection: sql<BotTurnReads['connection']>`(select ${jsonOf(botConnectionColumns)}
        from ${whatsapps}
        where ${whatsapps.companyId} = ${c} and ${whatsapps.id} = ${sql.placeholder('whatsappId')})`,
      menu: sql<BotQueue[]>`(select coalesce(json_agg(${jsonOf(botQueueColumns)}
          order by ${queues.orderQueue} asc nulls last, ${queues.id}), '[]'::json)
        from ${whatsappQueues}
        join ${queues} on ${queues.id} = ${whatsappQueues.queueId} and ${queues.companyId} = ${c}
        where ${whatsappQueues.whatsappId} = ${sql.placeholder('whatsappId')})`,
      options: sql<BotOption[]>`(select coalesce(json_agg(${jsonOf(botOptionColumns)}
          order by ${queueOptions.id}), '[]'::json)
        from ${queueOptions}
        where ${queueOptions.companyId} = ${c} and ${queueOptions.queueId} in (
          select ${whatsappQueues.queueId} from ${whatsappQueues}
          where ${whatsappQueues.whatsappId} = ${sql.placeholder('whatsappId')}))`,
      settings: sql<Record<string, string>>`(select coalesce(json_object_agg(${settings.key},
          ${settings.value}), '{}'::json) from ${settings} where ${settings.companyId} = ${c})`,
      ticket: sql<(Omit<BotTicket, 'createdAt'> & { createdAt: string }) | null>`(
        select ${jsonOf(botTicketColumns)} from ${tickets}
        join ${contacts} on ${turnTicket.join} where ${turnTicket.where})`,
    })
    .from(messages)
    .where(and(eq(messages.companyId, c), eq(messages.ticketId, sql.placeholder('ticketId'))))
    .prepare('bot_turn_reads'),
);

export async function botTurnReads(
  db: Executor,
  companyId: number,
  of: { id: number; whatsappId: number },
): Promise<BotTurnReads> {
  const [row] = await turnReads(db).execute({
    companyId,
    ticketId: of.id,
    whatsappId: of.whatsappId,
  });
  const { connection, menu, options, settings: stored, ticket, ...marks } = row!;
  return {
    marks,
    connection,
    menu,
    options,
    settings: stored,
    // read as JSON: its time comes as text
    ticket: ticket && { ...ticket, createdAt: new Date(ticket.createdAt) },
  };
}

export function queuesByIds(db: Executor, companyId: number, ids: number[]): Promise<BotQueue[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(botQueueColumns)
    .from(queues)
    .where(and(eq(queues.companyId, companyId), inArray(queues.id, ids)));
}

/** The ticket, if still at `version` (no update since it was read). */
const atVersion = and(
  eq(tickets.companyId, sql.placeholder('companyId')),
  eq(tickets.id, sql.placeholder('ticketId')),
  sql`${tickets}.xmin::text = ${sql.placeholder('version')}`,
);

// prepared, as the turn's reads: a new customer's message on a quiet connection runs one
const saveStateIfUnchanged = preparedFor((db) =>
  db
    .update(tickets)
    .set({
      chatbot: sql`${sql.placeholder('chatbot')}::boolean`,
      botState: sql`${sql.placeholder('botState')}::jsonb`,
    })
    .where(atVersion)
    .returning({ id: tickets.id })
    .prepare('bot_state_if_unchanged'),
);

/**
 * The step's flag and state, written only if the ticket is still at `version` (nothing
 * changed it since the step read it); false when it changed, and nothing was written.
 */
export async function saveBotStateIfUnchanged(
  db: Executor,
  companyId: number,
  ticketId: number,
  version: string,
  change: { chatbot: boolean; botState: Record<string, unknown> },
) {
  const rows = await saveStateIfUnchanged(db).execute({
    companyId,
    ticketId,
    version,
    chatbot: change.chatbot,
    botState: JSON.stringify(change.botState),
  });
  return rows.length === 1;
}

const ticketAtVersion = preparedFor((db) =>
  db.select({ id: tickets.id }).from(tickets).where(atVersion).prepare('bot_ticket_at'),
);

/** Whether the ticket is still at `version`. */
export async function ticketIsAt(
  db: Executor,
  companyId: number,
  ticketId: number,
  version: string,
) {
  const rows = await ticketAtVersion(db).execute({ companyId, ticketId, version });
  return rows.length === 1;
}

/**
 * The step's outcome on the ticket, in one update: its queue (when the bot moved it), flag,
 * state and last message (when the bot wrote).
 */
export async function saveBotOutcome(
  db: Executor,
  companyId: number,
  ticketId: number,
  change: {
    queueId?: number;
    chatbot: boolean;
    botState: Record<string, unknown>;
    lastMessage?: string;
  },
) {
  // a new queue or a new text moves the ticket in the lists; the bot's bookkeeping alone not
  const moves = change.queueId !== undefined || change.lastMessage !== undefined;
  await db
    .update(tickets)
    .set(moves ? { ...change, updatedAt: new Date() } : change)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
}
