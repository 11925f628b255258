import { SETTING_DEFAULTS } from '@atende/shared';
import type { SystemCtx } from '../../context';
import type { Executor } from '../../db/client';
import { findCompany } from '../companies/companies.repo';
import { announceAutomaticTexts, storeAutomaticText } from '../messages/automatic-message';
import type { MessageRow } from '../messages/messages.repo';
import { settingValue } from '../settings/setting-value';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import { decideBotStep } from './bot-decision';
import { botIsTalking, readBotState } from './bot-state';
import type { BotDecision, BotInput } from './bot-types';
import { queueEngineTurnJob } from './queue-engine-turn.job';
import { queueEngineOf } from './queue-engines';
import * as repo from './bot.repo';
import { namesVariables, renderTemplate } from './render-template';

/**
 * The bot's turn after a customer's message was stored: decides (decideBotStep) and applies
 * the answer, its queue change and its new state. A turn that only moves the bot's state (a
 * connection with nothing to say, a message already answered) is decided on an unlocked read
 * and written with one update that holds only if the ticket is still as read (decision 0129).
 * A turn that sends or moves the ticket is applied in a transaction that holds the ticket's
 * row lock (decided again there if the ticket changed since the read), so two messages of one
 * customer are answered one after the other, and its texts are announced once committed. Safe to run twice for one message: the state remembers
 * the messages already answered and every text is keyed by the message it answers.
 */
export async function runBotStep(
  ctx: SystemCtx,
  message: Pick<MessageRow, 'id' | 'ticketId' | 'body' | 'createdAt'>,
  /** The ticket was opened by this message: its bot has not started, let alone ended. */
  opened?: { whatsappId: number },
) {
  // the bot has ended here: nothing to decide. Read without the lock, a state being changed
  // meanwhile is seen before or after the change, as the locked read would see it. A ticket
  // just opened is read with the turn's reads instead, in one statement.
  const current = opened
    ? undefined
    : await repo.botTicket(ctx.db, ctx.companyId, message.ticketId);
  if (!opened && (!current || botHasEnded(current))) return;
  const ref = current ?? { id: message.ticketId, whatsappId: opened!.whatsappId };
  const loaded = await loadInput(ctx.db, ctx, ref, message, current);
  if (!loaded || botHasEnded(loaded.ticket)) return;
  const { input, ticket: seen } = loaded;
  const decision = decideBotStep(input);
  if (onlyMovesState(decision) && (await savedWithoutLock(ctx, seen, decision))) return;
  const engineTurns: number[] = [];
  const { timeZone } = input.settings;
  await commitBotDecision(ctx, message.ticketId, timeZone, async (tx, ticket) => {
    if (botHasEnded(ticket)) return undefined;
    // the ticket is as it was read: the decision made on that read stands
    let decided: BotDecision | undefined = decision;
    if (ticket.version !== seen.version) {
      const again = await loadInput(tx, ctx, ticket, message, ticket);
      decided = again && decideBotStep(again.input);
    }
    for (const a of decided?.actions ?? []) if (a.type === 'engine') engineTurns.push(a.queueId);
    return decided;
  });
  // the engine answers outside the ticket's lock, in a job of its own (queue-engines.ts)
  for (const queueId of engineTurns) {
    const payload = { companyId: ctx.companyId, ticketId: message.ticketId, queueId };
    await ctx.jobs.send(
      queueEngineTurnJob,
      { ...payload, messageId: message.id },
      { singletonKey: `engine-${message.id}` },
    );
  }
}

/** A turn that sends nothing, moves no queue and calls no engine (handing over only ends it). */
const onlyMovesState = (decision: BotDecision) =>
  decision.actions.every((a) => a.type === 'handOver' || a.type === 'stop');

/**
 * A turn that only moves the bot's state, applied without the lock: its new state written
 * only if the ticket is still at the version read (every message stored on a ticket and every
 * bot step writes the ticket's row, so the version also vouches for the messages read after
 * it). False when the ticket changed meanwhile: the locked path decides again.
 */
async function savedWithoutLock(ctx: SystemCtx, seen: repo.BotTicket, decision: BotDecision) {
  const chatbot = botIsTalking(decision.state);
  const stateChanged =
    JSON.stringify(decision.state) !== JSON.stringify(readBotState(seen.botState));
  if (!stateChanged && chatbot === seen.chatbot) {
    return repo.ticketIsAt(ctx.db, ctx.companyId, seen.id, seen.version);
  }
  const saved = await repo.saveBotStateIfUnchanged(ctx.db, ctx.companyId, seen.id, seen.version, {
    chatbot,
    botState: decision.state,
  });
  // the bot's flag shows on the ticket: its audience hears of the change
  if (saved && chatbot !== seen.chatbot) await announceAutomaticTexts(ctx, seen.id, []);
  return saved;
}

const botHasEnded = (ticket: repo.BotTicket) =>
  readBotState(ticket.botState).stage === 'human' && !ticket.chatbot;

/**
 * Decides under the ticket's row lock and applies the decision (texts, queue, state) in one
 * transaction, then announces the texts and records the queue change once committed. Shared
 * by the bot step and the queue engines' answers (applyEngineOutcome). The texts' variables
 * are filled on the company's clock: `timeZone` when the caller has read it, else read here
 * when a text names a variable.
 */
export async function commitBotDecision(
  ctx: SystemCtx,
  ticketId: number,
  timeZone: string | undefined,
  decide: (tx: Executor, ticket: repo.BotTicket) => Promise<BotDecision | undefined>,
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const ticket = await repo.lockBotTicket(tx, ctx.companyId, ticketId);
    const decision = ticket && (await decide(tx, ticket));
    if (!decision) return undefined;
    const zone = timeZone ?? (await zoneIfNeeded(tx, ctx.companyId, decision));
    return apply(tx, ctx, ticket, decision, zone);
  });
  if (!outcome?.changed) return;
  await announceAutomaticTexts(ctx, ticketId, outcome.rows, outcome.previous);
  // placed in a queue: its cycle waits there from now (decision 0042)
  if (outcome.moved) await recordCycle(ctx, outcome.previous, outcome.moved);
}

/**
 * What the turn decides on: the reads of the ticket `ref` (with the ticket itself, unless the
 * caller has read it already). Undefined when the ticket or its connection is gone.
 */
async function loadInput(
  tx: Executor,
  ctx: SystemCtx,
  ref: { id: number; whatsappId: number },
  message: Pick<MessageRow, 'id' | 'body' | 'createdAt'>,
  alreadyRead: repo.BotTicket | undefined,
): Promise<{ input: BotInput; ticket: repo.BotTicket } | undefined> {
  const reads = await repo.botTurnReads(tx, ctx.companyId, ref);
  const { marks, connection, menu, options, settings } = reads;
  const ticket = alreadyRead ?? reads.ticket;
  if (!ticket || !connection) return undefined;
  const setting = (key: keyof typeof SETTING_DEFAULTS) => settings[key] ?? SETTING_DEFAULTS[key];
  const scheduleType = setting('scheduleType');
  // the ticket's own queue and the forward targets may be off the connection
  const known = new Set(menu.map((q) => q.id));
  const missing = [ticket.queueId, ...options.map((o) => o.forwardQueueId)].filter(
    (id): id is number => id !== null && !known.has(id),
  );
  const others = await repo.queuesByIds(tx, ctx.companyId, [...new Set(missing)]);
  const company = scheduleType === 'company' ? await findCompany(tx, ctx.companyId) : undefined;
  const input: BotInput = {
    now: ctx.clock.now(),
    message: { id: message.id, body: message.body, createdAt: message.createdAt },
    ticket: {
      status: ticket.status,
      userId: ticket.userId,
      queueId: ticket.queueId,
      isGroup: ticket.isGroup,
      botState: ticket.botState,
    },
    marks,
    connection: { ...connection, queueIds: menu.map((q) => q.id) },
    queues: [...menu, ...others],
    options,
    settings: {
      ignoreGroups: setting('CheckMsgIsGroup') === 'enabled',
      scheduleType,
      greetOneQueue: setting('sendGreetingMessageOneQueues') === 'enabled',
      timeZone: setting('timezone'),
    },
    companyHours: company?.schedules ?? [],
    engineQueueIds: [...menu, ...others].filter((q) => queueEngineOf(q)).map((q) => q.id),
  };
  return { input, ticket };
}

/** The company's zone when one of the decision's texts names a variable (most do not). */
async function zoneIfNeeded(tx: Executor, companyId: number, decision: BotDecision) {
  const named = decision.actions.some((a) => a.type === 'send' && namesVariables(a.text));
  return named ? settingValue(tx, companyId, 'timezone') : SETTING_DEFAULTS.timezone;
}

async function apply(
  tx: Executor,
  ctx: SystemCtx,
  ticket: repo.BotTicket,
  decision: BotDecision,
  timeZone: string,
) {
  const scope = {
    contact: { name: ticket.contactName },
    ticket: { id: ticket.id, createdAt: ticket.createdAt },
    now: ctx.clock.now(),
    timeZone,
  };
  const rows: MessageRow[] = [];
  let queueId: number | undefined;
  for (const action of decision.actions) {
    if (action.type === 'send') {
      const text = renderTemplate(action.text, scope);
      // the ticket's one update below also moves its last message
      const row = await storeAutomaticText(tx, ctx.companyId, ticket, text, action.key, {
        touch: false,
      });
      if (row) rows.push(row);
    } else if (action.type === 'setQueue') queueId = action.queueId;
  }
  const chatbot = botIsTalking(decision.state);
  const stateChanged =
    JSON.stringify(decision.state) !== JSON.stringify(readBotState(ticket.botState));
  const queueChanged = queueId !== undefined && queueId !== ticket.queueId;
  if (rows.length > 0 || stateChanged || queueChanged || chatbot !== ticket.chatbot) {
    await repo.saveBotOutcome(tx, ctx.companyId, ticket.id, {
      queueId: queueChanged ? queueId : undefined,
      chatbot,
      botState: decision.state,
      lastMessage: rows.at(-1)?.body,
    });
  }
  return {
    rows,
    changed: rows.length > 0 || queueChanged || chatbot !== ticket.chatbot,
    previous: { status: ticket.status, queueId: ticket.queueId, userId: ticket.userId },
    moved: queueChanged ? { ...ticket, queueId: queueId ?? null } : undefined,
  };
}
