import type { SystemCtx } from '../../context';
import type { BotQueue } from './bot-types';

/**
 * What answers for a queue instead of its option tree (issue 14): an AI prompt (promptId) or
 * an integration (integrationId: Typebot, n8n/webhook, Dialogflow). The bot step hands the
 * conversation over by its 'engine' stage and enqueues one turn per customer message
 * (queue-engine-turn.job.ts); the turn runs outside any transaction, so a slow outside
 * service never holds the ticket's lock, and answers through `applyEngineOutcome`.
 */
export type QueueEngineKind = 'prompt' | 'integration';

export interface QueueEngineTurn {
  ticketId: number;
  /** The stored customer message this turn answers. */
  messageId: number;
  queueId: number;
  /** The queue's prompts.id or queue_integrations.id. */
  engineId: number;
}

/**
 * One turn of an engine. Runs in a job, so it may run twice for one message: the texts it
 * sends are keyed by the message (applyEngineOutcome ignores a key already stored). Every
 * outside call has a time limit; a failure the engine cannot recover from hands the ticket to
 * a person with a note saying why.
 */
export type QueueEngine = (ctx: SystemCtx, turn: QueueEngineTurn) => Promise<void>;

const engines = new Map<QueueEngineKind, QueueEngine>();

/** Called once per process by the module that owns the engine (at runtime start-up). */
export function installQueueEngine(kind: QueueEngineKind, engine: QueueEngine) {
  engines.set(kind, engine);
}

/** The queue's engine, when it has one and that engine is installed in this process. */
export function queueEngineOf(
  queue: Pick<BotQueue, 'integrationId' | 'promptId'>,
): { kind: QueueEngineKind; engineId: number; run: QueueEngine } | undefined {
  const pick = (kind: QueueEngineKind, engineId: number | null) => {
    const run = engines.get(kind);
    return engineId !== null && run ? { kind, engineId, run } : undefined;
  };
  return pick('integration', queue.integrationId) ?? pick('prompt', queue.promptId);
}
