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
  type Row,
} from './bot-test-kit';

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
];

describe('the bot’s decision: business hours', () => {
  it.each(table)('%s', (_name, state, tweak, expected, expectedState) => {
    const decision = decideBotStep(input(state, tweak));
    expect(decision.actions.map(short)).toEqual(expected);
    if (expectedState) expect(decision.state).toMatchObject(expectedState);
  });
});
