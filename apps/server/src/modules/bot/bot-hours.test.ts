import { describe, expect, it } from 'vitest';
import { decideBotStep } from './bot-decision';
import {
  input,
  short,
  MONDAY_10,
  SUNDAY_10,
  minutesAfter,
  SATURDAY_ONLY,
  SUPPORT,
  BILLING,
  SALES,
  MAIN_MENU,
  inQueues,
  atRoot,
  NAV,
  SUPPORT_ROOT,
  type Row,
} from './bot-test-kit';

// Monday 21:06 in São Paulo: closed there, Tuesday 09:06 (open) in Tokyo
const MONDAY_2106 = new Date('2025-06-02T21:06:00-03:00');
const FINANCEIRO_CLOSED = {
  settings: { scheduleType: 'queue' },
  ticket: { queueId: 2 },
  queues: [SUPPORT, { ...BILLING, schedules: SATURDAY_ONLY }, SALES],
};
/** Financeiro's out-of-hours text went out a minute ago. */
const inClosedQueue = {
  stage: 'outOfHours',
  outOfHoursAt: minutesAfter(MONDAY_10, -1).toISOString(),
  lastSeenId: 50,
} as const;

const table: Row[] = [
  // d. out of hours
  [
    'company hours closed: the out-of-hours message, nothing else',
    {},
    { now: SUNDAY_10, settings: { scheduleType: 'company' } },
    ['send:Estamos fechados.'],
    { stage: 'outOfHours', outOfHoursAt: SUNDAY_10.toISOString() },
  ],
  [
    'closed, message sent 4 minutes ago: quiet',
    { stage: 'outOfHours', outOfHoursAt: minutesAfter(SUNDAY_10, -4).toISOString() },
    { now: SUNDAY_10, settings: { scheduleType: 'company' } },
    [],
    { stage: 'outOfHours' },
  ],
  [
    'closed, message sent 5 minutes ago: sent again',
    { stage: 'outOfHours', outOfHoursAt: minutesAfter(SUNDAY_10, -5).toISOString() },
    { now: SUNDAY_10, settings: { scheduleType: 'company' } },
    ['send:Estamos fechados.'],
  ],
  [
    'closed in the middle of the menu: out of hours, the menu left',
    inQueues,
    { body: '1', now: SUNDAY_10, settings: { scheduleType: 'company' } },
    ['send:Estamos fechados.'],
    { stage: 'outOfHours' },
  ],
  [
    'back in hours: starts over with the greeting and list',
    { stage: 'outOfHours', outOfHoursAt: minutesAfter(MONDAY_10, -600).toISOString() },
    { body: '1', settings: { scheduleType: 'company' } },
    [`send:${MAIN_MENU}`],
    { stage: 'queues' },
  ],
  ['scheduleType disabled: always in hours', {}, { now: SUNDAY_10 }, [`send:${MAIN_MENU}`]],
  [
    'company hours never set (empty week): no restriction',
    {},
    { now: SUNDAY_10, settings: { scheduleType: 'company' }, companyHours: [] },
    [`send:${MAIN_MENU}`],
  ],
  [
    'queue hours: a ticket without queue gets the menu',
    {},
    { now: SUNDAY_10, settings: { scheduleType: 'queue' } },
    [`send:${MAIN_MENU}`],
  ],
  [
    "queue hours: choosing a closed queue places the ticket there with that queue's message",
    inQueues,
    {
      body: '2',
      settings: { scheduleType: 'queue' },
      queues: [
        SUPPORT,
        { ...BILLING, schedules: SATURDAY_ONLY, outOfHoursMessage: 'Financeiro só aos sábados.' },
        SALES,
      ],
    },
    ['queue:2', 'send:Financeiro só aos sábados.'],
    { stage: 'outOfHours' },
  ],
  [
    "queue hours: a closed queue without its own message uses the connection's",
    inQueues,
    {
      body: '2',
      settings: { scheduleType: 'queue' },
      queues: [SUPPORT, { ...BILLING, schedules: SATURDAY_ONLY }, SALES],
    },
    ['queue:2', 'send:Estamos fechados.'],
  ],
  [
    "queue hours: the ticket's queue closed",
    atRoot,
    { body: '1', now: SUNDAY_10, ticket: { queueId: 1 }, settings: { scheduleType: 'queue' } },
    ['send:Estamos fechados.'],
    { stage: 'outOfHours' },
  ],
  [
    'queue hours: forwarding to a closed queue',
    atRoot,
    {
      body: '2',
      ticket: { queueId: 1 },
      settings: { scheduleType: 'queue' },
      queues: [SUPPORT, BILLING, { ...SALES, schedules: SATURDAY_ONLY }],
    },
    ['send:Encaminhando a Vendas.', 'queue:3', 'send:Estamos fechados.'],
    { stage: 'outOfHours' },
  ],
  // the company's time zone
  [
    'company hours on the company’s clock: 21:06 in São Paulo is 09:06 in Tokyo',
    {},
    { now: MONDAY_2106, settings: { scheduleType: 'company', timeZone: 'Asia/Tokyo' } },
    [`send:${MAIN_MENU}`],
  ],
  [
    'company hours: the same moment on São Paulo’s clock is closed',
    {},
    { now: MONDAY_2106, settings: { scheduleType: 'company' } },
    ['send:Estamos fechados.'],
  ],
  [
    'queue hours on the company’s clock',
    inQueues,
    {
      body: '2',
      now: MONDAY_2106,
      settings: { scheduleType: 'queue', timeZone: 'Asia/Tokyo' },
    },
    ['queue:2', 'send:Financeiro aqui.', 'handOver'],
  ],
  // leaving a closed queue (per-queue hours)
  [
    "in a closed queue: '#' shows the queue list",
    inClosedQueue,
    { body: '#', ...FINANCEIRO_CLOSED },
    [`send:${MAIN_MENU}`],
    { stage: 'queues' },
  ],
  [
    "in a closed queue: '0' shows the queue list",
    inClosedQueue,
    { body: '0', ...FINANCEIRO_CLOSED },
    [`send:${MAIN_MENU}`],
    { stage: 'queues' },
  ],
  [
    'in a closed queue: a number on the list chooses an open queue',
    inClosedQueue,
    { body: '1', ...FINANCEIRO_CLOSED },
    ['queue:1', `send:Atendimento, {{firstName}}!\n\n${SUPPORT_ROOT}\n\n${NAV}`],
    { stage: 'options', queueId: 1 },
  ],
  [
    'in a closed queue: choosing it again is answered, even within the 5 minutes',
    inClosedQueue,
    { body: '2', ...FINANCEIRO_CLOSED },
    ['send:Estamos fechados.'],
    { stage: 'outOfHours', outOfHoursAt: MONDAY_10.toISOString() },
  ],
  [
    'in a closed queue: anything else waits for the 5 minutes',
    inClosedQueue,
    { body: 'alô?', ...FINANCEIRO_CLOSED },
    [],
    { stage: 'outOfHours' },
  ],
  [
    'in a closed queue, the only one of the connection: no list to go back to',
    inClosedQueue,
    { body: '#', ...FINANCEIRO_CLOSED, connection: { queueIds: [2] } },
    [],
    { stage: 'outOfHours' },
  ],
  [
    'list showing, the ticket still in a closed queue: the choice is answered',
    inQueues,
    { body: '1', ...FINANCEIRO_CLOSED },
    ['queue:1', `send:Atendimento, {{firstName}}!\n\n${SUPPORT_ROOT}\n\n${NAV}`],
  ],
  [
    "company hours closed: '#' is not a way out",
    { ...inClosedQueue, outOfHoursAt: minutesAfter(SUNDAY_10, -1).toISOString() },
    { body: '#', now: SUNDAY_10, settings: { scheduleType: 'company' } },
    [],
    { stage: 'outOfHours' },
  ],
];

describe('the bot’s decision: business hours', () => {
  it.each(table)('%s', (_name, state, tweak, expected, expectedState) => {
    const decision = decideBotStep(input(state, tweak));
    expect(decision.actions.map(short)).toEqual(expected);
    if (expectedState) expect(decision.state).toMatchObject(expectedState);
  });
});
