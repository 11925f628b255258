import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from '@atende/shared';
import type { BotState } from './bot-state';
import type { BotAction, BotInput, BotOption, BotQueue } from './bot-types';

/** Fixtures of the bot's decision tests: a connection with two queues and a small tree. */

// São Paulo is UTC-3. 2025-06-02 is a Monday (open), 2025-06-08 a Sunday (closed).
export const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
export const SUNDAY_10 = new Date('2025-06-08T10:00:00-03:00');
export const minutesAfter = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);
export const SATURDAY_ONLY: WeeklyHours[] = [
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
];

export const queue = (id: number, name: string, extra: Partial<BotQueue> = {}): BotQueue => ({
  id,
  name,
  greetingMessage: '',
  outOfHoursMessage: '',
  schedules: DEFAULT_WEEKLY_HOURS,
  integrationId: null,
  promptId: null,
  ...extra,
});
export const SUPPORT = queue(1, 'Atendimento', { greetingMessage: 'Atendimento, {{firstName}}!' });
export const BILLING = queue(2, 'Financeiro', { greetingMessage: 'Financeiro aqui.' });
export const SALES = queue(3, 'Vendas');

const option = (o: Partial<BotOption> & Pick<BotOption, 'id' | 'option' | 'title'>): BotOption => ({
  queueId: 1,
  parentId: null,
  message: '',
  forwardQueueId: null,
  humanHandover: false,
  ...o,
});
// Atendimento's tree: [1] Segunda via → ([1] Boleto (leaf), [2] Falar com atendente); [2] Vendas (→ Vendas)
const OPTIONS: BotOption[] = [
  option({
    id: 12,
    parentId: 10,
    option: 2,
    title: 'Falar com atendente',
    message: 'Aguarde.',
    humanHandover: true,
  }),
  option({ id: 10, option: 1, title: 'Segunda via', message: 'Segunda via de quê?' }),
  option({ id: 11, parentId: 10, option: 1, title: 'Boleto', message: 'Seu boleto foi enviado.' }),
  option({
    id: 13,
    option: 2,
    title: 'Vendas',
    message: 'Encaminhando a Vendas.',
    forwardQueueId: 3,
  }),
];

export const NAV = '[0] Menu anterior\n[#] Menu inicial';
export const QUEUE_LIST = '[1] Atendimento\n[2] Financeiro';
export const MAIN_MENU = `Bem-vindo! Escolha um setor:\n\n${QUEUE_LIST}`;
export const SUPPORT_ROOT = '[1] Segunda via\n[2] Vendas';
export const SECOND_COPY = '[1] Boleto\n[2] Falar com atendente';

export type Tweak = {
  body?: string;
  now?: Date;
  /** When the customer sent the message (default: 6 seconds before now). */
  sentAt?: Date;
  ticket?: Partial<BotInput['ticket']>;
  marks?: Partial<BotInput['marks']>;
  connection?: Partial<BotInput['connection']>;
  settings?: Partial<BotInput['settings']>;
  companyHours?: WeeklyHours[];
  queues?: BotQueue[];
  options?: BotOption[];
  engineQueueIds?: number[];
};

export function input(state: Partial<BotState>, t: Tweak = {}): BotInput {
  return {
    now: t.now ?? MONDAY_10,
    message: {
      id: 100,
      body: t.body ?? 'oi',
      createdAt: t.sentAt ?? minutesAfter(t.now ?? MONDAY_10, -0.1),
    },
    ticket: {
      status: 'pending',
      userId: null,
      queueId: null,
      isGroup: false,
      botState: state,
      ...t.ticket,
    },
    marks: {
      newestCustomerId: 100,
      newestAutomaticId: 90,
      newestAutomaticAt: minutesAfter(t.now ?? MONDAY_10, -1),
      humanSpoke: false,
      ...t.marks,
    },
    connection: {
      greetingMessage: 'Bem-vindo! Escolha um setor:',
      outOfHoursMessage: 'Estamos fechados.',
      maxUseBotQueues: 3,
      timeUseBotQueues: 0,
      queueIds: [1, 2],
      ...t.connection,
    },
    queues: t.queues ?? [SUPPORT, BILLING, SALES],
    options: t.options ?? OPTIONS,
    settings: {
      ignoreGroups: true,
      scheduleType: 'disabled',
      greetOneQueue: true,
      timeZone: 'America/Sao_Paulo',
      ...t.settings,
    },
    companyHours: t.companyHours ?? [...DEFAULT_WEEKLY_HOURS],
    engineQueueIds: t.engineQueueIds ?? [],
  };
}

/** Actions in short: 'send:<text>', 'queue:<id>', 'handOver', 'stop'. */
export const short = (a: BotAction) =>
  a.type === 'send' ? `send:${a.text}` : a.type === 'setQueue' ? `queue:${a.queueId}` : a.type;

export const inQueues: Partial<BotState> = {
  stage: 'queues',
  lastGreeting: 'connection',
  lastSeenId: 50,
};
export const atRoot: Partial<BotState> = { stage: 'options', queueId: 1, path: [], lastSeenId: 50 };
export const atSecondCopy: Partial<BotState> = { ...atRoot, path: [10] };
export const atBoleto: Partial<BotState> = { ...atRoot, path: [10, 11] };

/** One row: name, state before, what differs from the fixture, actions, state after. */
export type Row = [string, Partial<BotState>, Tweak, string[], Partial<BotState>?];
