/**
 * Where the bot is in a conversation (tickets.bot_state, decision 0040):
 * - start: nothing shown yet (a new ticket, or back in hours after an out-of-hours answer);
 * - queues: the numbered queue list was shown, the customer's choice is awaited;
 * - options: walking the option tree of `queueId`, at `path` (option ids from the root);
 * - outOfHours: the out-of-hours message was sent; quiet until the hours open again;
 * - engine: the engine of `queueId` (an AI prompt or an integration) holds the conversation;
 * - human: the bot has ended for this ticket (handed over, gave up, or a person took part).
 */
export const BOT_STAGES = ['start', 'queues', 'options', 'engine', 'outOfHours', 'human'] as const;
export type BotStage = (typeof BOT_STAGES)[number];

/** The state as the bot reads it (readBotState). */
export type BotState = {
  stage: BotStage;
  queueId: number | null;
  /** Option ids from the root of the queue's tree. */
  path: number[];
  /** Invalid answers in a row at the current menu. */
  attempts: number;
  /** The newest customer message the bot has taken into account (never answered twice). */
  lastSeenId: number;
  /** When the bot last sent a text (ISO), for timeUseBotQueues. */
  lastSentAt: string | null;
  /** The greeting carried by the bot's last text ('connection' or 'queue:<id>'), if any. */
  lastGreeting: string | null;
  /** When the out-of-hours message was last sent (ISO). */
  outOfHoursAt: string | null;
};

const isInt = (v: unknown): v is number => Number.isInteger(v);
const intOr = <T>(v: unknown, fallback: T) => (isInt(v) ? v : fallback);
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The stored state, every field falling back on its own, so a state written by an older
 * version still reads. Read on every customer message: plain checks, no schema library
 * (whose fallbacks build an error per missing field).
 */
export function readBotState(raw: unknown): BotState {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    stage: BOT_STAGES.includes(r.stage as BotStage) ? (r.stage as BotStage) : 'start',
    queueId: intOr(r.queueId, null),
    path: Array.isArray(r.path) && r.path.every(isInt) ? [...r.path] : [],
    attempts: isInt(r.attempts) && r.attempts >= 0 ? r.attempts : 0,
    lastSeenId: intOr(r.lastSeenId, 0),
    lastSentAt: textOrNull(r.lastSentAt),
    lastGreeting: textOrNull(r.lastGreeting),
    outOfHoursAt: textOrNull(r.outOfHoursAt),
  };
}

/**
 * The state once a person moved the conversation (a transfer): the bot has ended, so the next
 * customer message does not get the old queue's menu.
 */
export const endedByPerson = (raw: unknown): BotState => ({
  ...readBotState(raw),
  stage: 'human',
  attempts: 0,
});

/** A menu is being shown, or an engine talks: the ticket's chatbot flag. */
export const botIsTalking = (state: BotState) =>
  state.stage === 'queues' || state.stage === 'options' || state.stage === 'engine';
