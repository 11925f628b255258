import type { WeeklyHours } from '@atende/shared';
import type { BotState } from './bot-state';

export interface BotQueue {
  id: number;
  name: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  schedules: readonly WeeklyHours[];
  integrationId: number | null;
  promptId: number | null;
}

export interface BotOption {
  id: number;
  queueId: number;
  parentId: number | null;
  option: number;
  title: string;
  message: string;
  forwardQueueId: number | null;
  humanHandover: boolean;
}

export interface BotInput {
  now: Date;
  /** The customer's message being answered (already stored). */
  /** `createdAt`: when the customer sent it, as the channel reports. */
  message: { id: number; body: string; createdAt: Date };
  ticket: {
    status: string;
    userId: number | null;
    queueId: number | null;
    isGroup: boolean;
    botState: unknown;
  };
  /** What the ticket's messages say: newest ids, and whether a person has written on it. */
  marks: {
    newestCustomerId: number;
    newestAutomaticId: number;
    /** When the newest automatic text was stored. */
    newestAutomaticAt: Date | null;
    /** A person wrote on the ticket (not the bot, not a campaign). */
    humanSpoke: boolean;
  };
  connection: {
    greetingMessage: string;
    outOfHoursMessage: string;
    maxUseBotQueues: number;
    timeUseBotQueues: number;
    /** The connection's queues, in menu order. */
    queueIds: readonly number[];
  };
  /** Every queue the step may meet: the connection's, the ticket's, the forward targets. */
  queues: readonly BotQueue[];
  /** The option trees of the connection's queues. */
  options: readonly BotOption[];
  settings: {
    ignoreGroups: boolean;
    scheduleType: string;
    greetOneQueue: boolean;
    /** The company's zone (its timezone setting): the hours are read on its clock. */
    timeZone: string;
  };
  companyHours: readonly WeeklyHours[];
  /** The queues whose engine (AI prompt or integration) answers instead of the option tree. */
  engineQueueIds: readonly number[];
}

export type BotAction =
  | { type: 'send'; text: string; key: string }
  | { type: 'setQueue'; queueId: number }
  /** The bot's part is done; the ticket waits for a person. */
  | { type: 'handOver' }
  /** The bot gave up (too many invalid answers); the ticket waits for a person. */
  | { type: 'stop' }
  /** The queue's engine answers this message, once the step is committed (queue-engines.ts). */
  | { type: 'engine'; queueId: number };

export interface BotDecision {
  actions: BotAction[];
  state: BotState;
}
