import { SETTING_DEFAULTS } from '@atende/shared';
import type { SystemCtx } from '../../context';
import type { Executor } from '../../db/client';
import { findCompany, listSettings } from '../companies/companies.repo';
import { announceAutomaticTexts, storeAutomaticText } from '../messages/automatic-message';
import type { MessageRow } from '../messages/messages.repo';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import { decideBotStep } from './bot-decision';
import { botIsTalking, readBotState } from './bot-state';
import type { BotDecision, BotInput, BotQueue } from './bot-types';
import * as repo from './bot.repo';
import { renderTemplate } from './render-template';

/**
 * What answers for a queue with an integration (integrationId) or an AI prompt (promptId)
 * instead of its option tree. The engines come in a later issue and plug in here; none is
 * installed yet, so every queue is served by its option tree.
 */
export interface QueueEngine {
  decide(input: BotInput, queue: BotQueue): Promise<BotDecision>;
}
const queueEngines: { integration?: QueueEngine; prompt?: QueueEngine } = {};

function engineOf(queue: BotQueue): QueueEngine | undefined {
  if (queue.integrationId !== null) return queueEngines.integration;
  if (queue.promptId !== null) return queueEngines.prompt;
  return undefined;
}

/**
 * The bot's turn after a customer's message was stored: decides (decideBotStep) and applies
 * the answer, its queue change and its new state in one transaction that holds the ticket's
 * row lock, so two messages of one customer are answered one after the other, and announces
 * the texts once committed. Safe to run twice for one message: the state remembers the
 * messages already answered and every text is keyed by the message it answers.
 */
export async function runBotStep(
  ctx: SystemCtx,
  message: Pick<MessageRow, 'id' | 'ticketId' | 'body' | 'createdAt'>,
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const ticket = await repo.lockBotTicket(tx, ctx.companyId, message.ticketId);
    // the bot has ended here: nothing to read or decide
    if (!ticket || (readBotState(ticket.botState).stage === 'human' && !ticket.chatbot)) {
      return undefined;
    }
    const input = await loadInput(tx, ctx, ticket, message);
    if (!input) return undefined;
    const queue = input.queues.find((q) => q.id === ticket.queueId);
    const engine = queue && engineOf(queue);
    const decision = engine ? await engine.decide(input, queue!) : decideBotStep(input);
    return apply(tx, ctx, ticket, decision);
  });
  if (!outcome?.changed) return;
  await announceAutomaticTexts(ctx, message.ticketId, outcome.rows, outcome.previous);
  // placed in a queue: its cycle waits there from now (decision 0042)
  if (outcome.moved) await recordCycle(ctx, outcome.previous, outcome.moved);
}

async function loadInput(
  tx: Executor,
  ctx: SystemCtx,
  ticket: repo.BotTicket,
  message: Pick<MessageRow, 'id' | 'body' | 'createdAt'>,
): Promise<BotInput | undefined> {
  const [connection, menu, marks, settingRows] = await Promise.all([
    repo.botConnection(tx, ctx.companyId, ticket.whatsappId),
    repo.connectionQueues(tx, ctx.companyId, ticket.whatsappId),
    repo.messageMarks(tx, ctx.companyId, ticket.id),
    listSettings(tx, ctx.companyId),
  ]);
  if (!connection) return undefined;
  const setting = (key: keyof typeof SETTING_DEFAULTS) =>
    settingRows.find((s) => s.key === key)?.value ?? SETTING_DEFAULTS[key];
  const scheduleType = setting('scheduleType');
  const options = await repo.optionsOf(
    tx,
    ctx.companyId,
    menu.map((q) => q.id),
  );
  // the ticket's own queue and the forward targets may be off the connection
  const known = new Set(menu.map((q) => q.id));
  const missing = [ticket.queueId, ...options.map((o) => o.forwardQueueId)].filter(
    (id): id is number => id !== null && !known.has(id),
  );
  const [others, company] = await Promise.all([
    repo.queuesByIds(tx, ctx.companyId, [...new Set(missing)]),
    scheduleType === 'company' ? findCompany(tx, ctx.companyId) : undefined,
  ]);
  return {
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
    },
    companyHours: company?.schedules ?? [],
  };
}

async function apply(tx: Executor, ctx: SystemCtx, ticket: repo.BotTicket, decision: BotDecision) {
  const scope = {
    contact: { name: ticket.contactName },
    ticket: { id: ticket.id, createdAt: ticket.createdAt },
    now: ctx.clock.now(),
  };
  const rows: MessageRow[] = [];
  let queueId: number | undefined;
  for (const action of decision.actions) {
    if (action.type === 'send') {
      const text = renderTemplate(action.text, scope);
      const row = await storeAutomaticText(tx, ctx.companyId, ticket, text, action.key);
      if (row) rows.push(row);
    } else if (action.type === 'setQueue') queueId = action.queueId;
  }
  const chatbot = botIsTalking(decision.state);
  const stateChanged =
    JSON.stringify(decision.state) !== JSON.stringify(readBotState(ticket.botState));
  const queueChanged = queueId !== undefined && queueId !== ticket.queueId;
  if (stateChanged || queueChanged || chatbot !== ticket.chatbot) {
    await repo.saveBotOutcome(tx, ctx.companyId, ticket.id, {
      queueId: queueChanged ? queueId : undefined,
      chatbot,
      botState: decision.state,
    });
  }
  return {
    rows,
    changed: rows.length > 0 || queueChanged || chatbot !== ticket.chatbot,
    previous: { status: ticket.status, queueId: ticket.queueId, userId: ticket.userId },
    moved: queueChanged ? { ...ticket, queueId: queueId ?? null } : undefined,
  };
}
