import { z } from 'zod';

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

// every field falls back on its own, so a state written by an older version still reads
const botStateSchema = z.object({
  stage: z.enum(BOT_STAGES).catch('start'),
  queueId: z.number().int().nullable().catch(null),
  path: z.array(z.number().int()).catch([]),
  /** Invalid answers in a row at the current menu. */
  attempts: z.number().int().min(0).catch(0),
  /** The newest customer message the bot has taken into account (never answered twice). */
  lastSeenId: z.number().int().catch(0),
  /** When the bot last sent a text (ISO), for timeUseBotQueues. */
  lastSentAt: z.string().nullable().catch(null),
  /** The greeting carried by the bot's last text ('connection' or 'queue:<id>'), if any. */
  lastGreeting: z.string().nullable().catch(null),
  /** When the out-of-hours message was last sent (ISO). */
  outOfHoursAt: z.string().nullable().catch(null),
});

export type BotState = z.output<typeof botStateSchema>;

export function readBotState(raw: unknown): BotState {
  return botStateSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

/** A menu is being shown, or an engine talks: the ticket's chatbot flag. */
export const botIsTalking = (state: BotState) =>
  state.stage === 'queues' || state.stage === 'options' || state.stage === 'engine';
