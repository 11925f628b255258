import type { z } from 'zod';
import type { SystemCtx } from '../../context';
import { commitBotDecision } from './bot.service';
import { readBotState } from './bot-state';
import type { BotAction } from './bot-types';
import * as repo from './bot.repo';
import type { queueEngineTurnJob } from './queue-engine-turn.job';
import { queueEngineOf } from './queue-engines';
import { closeTicketBySystem } from '../tickets/system-close';
import { findTicket } from '../tickets/tickets.repo';

type TurnPayload = z.output<typeof queueEngineTurnJob.schema>;

/** The ticket is still the engine's: waiting in that queue, no person on it. */
function stillEngines(ticket: repo.BotTicket, queueId: number) {
  const state = readBotState(ticket.botState);
  return (
    state.stage === 'engine' &&
    state.queueId === queueId &&
    ticket.queueId === queueId &&
    ticket.status === 'pending' &&
    ticket.userId === null
  );
}

/**
 * The job's handler: runs the queue's engine on one customer message, unless the conversation
 * has moved on since (a person accepted it, it changed queue, the engine was taken off).
 */
export async function runQueueEngineTurn(ctx: SystemCtx, p: TurnPayload) {
  const ticket = await repo.botTicket(ctx.db, ctx.companyId, p.ticketId);
  if (!ticket || !stillEngines(ticket, p.queueId)) return;
  const [queue] = await repo.queuesByIds(ctx.db, ctx.companyId, [p.queueId]);
  const engine = queue && queueEngineOf(queue);
  if (!engine) return;
  await engine.run(ctx, {
    ticketId: p.ticketId,
    messageId: p.messageId,
    queueId: p.queueId,
    engineId: engine.engineId,
  });
}

/** What an engine's turn ends with. Texts are keyed so that a turn run twice sends them once. */
export interface EngineOutcome {
  /** `key`: unique per ticket, e.g. `ai-<messageId>-<n>`. */
  texts?: { text: string; key: string }[];
  /** The engine's part is done: the ticket waits for a person. */
  handOver?: boolean;
  /** Hands over in this queue instead (the company's; checked by the caller). */
  queueId?: number;
  /** Ends the conversation: the ticket is closed by the system, after the texts. */
  close?: boolean;
}

/**
 * Applies an engine's answer under the ticket's lock, like the bot step's own answers: the
 * texts go out once, the queue change is recorded, and a hand-over ends the bot for the ticket.
 * Does nothing when the ticket has left the engine meanwhile (a person took it).
 */
export async function applyEngineOutcome(
  ctx: SystemCtx,
  turn: { ticketId: number; queueId: number },
  outcome: EngineOutcome,
) {
  let ended = false;
  await commitBotDecision(ctx, turn.ticketId, undefined, async (_tx, ticket) => {
    if (!stillEngines(ticket, turn.queueId)) return undefined;
    const state = readBotState(ticket.botState);
    const actions: BotAction[] = (outcome.texts ?? []).map((t) => ({ type: 'send', ...t }));
    if (outcome.queueId !== undefined) actions.push({ type: 'setQueue', queueId: outcome.queueId });
    if (!outcome.handOver && !outcome.close && outcome.queueId === undefined) {
      return { actions, state };
    }
    actions.push({ type: 'handOver' });
    ended = true;
    return { actions, state: { ...state, stage: 'human', attempts: 0 } };
  });
  if (!ended || !outcome.close) return;
  // still waiting for no one (the engine had it): the system closes it
  const ticket = await findTicket(ctx.db, ctx.companyId, turn.ticketId);
  if (ticket && ticket.status === 'pending' && ticket.userId === null) {
    await closeTicketBySystem(ctx, ticket);
  }
}
