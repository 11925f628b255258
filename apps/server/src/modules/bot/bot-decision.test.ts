import { describe, expect, it } from 'vitest';
import { decideBotStep } from './bot-decision';
import { GIVING_UP } from './bot-menus';
import {
  input,
  short,
  MONDAY_10,
  minutesAfter,
  SUPPORT,
  SALES,
  NAV,
  QUEUE_LIST,
  MAIN_MENU,
  SUPPORT_ROOT,
  inQueues,
  atRoot,
  queue,
  type Row,
} from './bot-test-kit';

const table: Row[] = [
  // a. groups
  ['a group message, CheckMsgIsGroup enabled: ignored', {}, { ticket: { isGroup: true } }, []],
  [
    'a group message, CheckMsgIsGroup disabled: answered like anyone',
    {},
    { ticket: { isGroup: true }, settings: { ignoreGroups: false } },
    [`send:${MAIN_MENU}`],
  ],
  // h. the bot has ended
  [
    'an accepted ticket: quiet, bot ended',
    atRoot,
    { ticket: { status: 'open', userId: 7 } },
    [],
    { stage: 'human' },
  ],
  [
    'a pending ticket with an agent: quiet',
    atRoot,
    { ticket: { userId: 7 } },
    [],
    { stage: 'human' },
  ],
  [
    'a person wrote on the ticket: quiet',
    inQueues,
    { body: '1', marks: { humanSpoke: true } },
    [],
    { stage: 'human' },
  ],
  ['handed over before: quiet', { stage: 'human' }, { body: '1' }, [], { stage: 'human' }],
  // one answer per turn
  ['a message already considered: nothing', { ...inQueues, lastSeenId: 100 }, { body: '1' }, []],
  [
    'a newer customer message supersedes this one',
    inQueues,
    { body: '1', marks: { newestCustomerId: 101 } },
    [],
  ],
  [
    'stored after the bot’s last text was: nothing',
    inQueues,
    { body: '1', marks: { newestAutomaticId: 120 } },
    [],
  ],
  [
    'sent before the bot’s last text, though stored after it (a burst): nothing',
    inQueues,
    { body: '1', sentAt: minutesAfter(MONDAY_10, -2) },
    [],
  ],
  [
    'sent at the very moment of the bot’s last text: nothing',
    inQueues,
    { body: '1', sentAt: minutesAfter(MONDAY_10, -1) },
    [],
  ],
  // e. several queues
  [
    'first message: greeting and numbered queue list',
    {},
    { body: '2' },
    [`send:${MAIN_MENU}`],
    { stage: 'queues', lastGreeting: 'connection', lastSeenId: 100 },
  ],
  [
    'valid choice: queue assigned, its greeting and its first level',
    inQueues,
    { body: '1' },
    ['queue:1', `send:Atendimento, {{firstName}}!\n\n${SUPPORT_ROOT}\n\n${NAV}`],
    { stage: 'options', queueId: 1, path: [], lastGreeting: 'queue:1', attempts: 0 },
  ],
  [
    'valid choice of a queue without options: greeting, then a person',
    inQueues,
    { body: ' 2 ' },
    ['queue:2', 'send:Financeiro aqui.', 'handOver'],
    { stage: 'human' },
  ],
  [
    'valid choice of a queue without greeting nor options: straight to a person',
    inQueues,
    { body: '2', queues: [SUPPORT, queue(2, 'Financeiro'), SALES] },
    ['queue:2', 'handOver'],
  ],
  [
    'invalid answer: the list again, without the greeting just sent',
    inQueues,
    { body: 'quero falar' },
    [`send:${QUEUE_LIST}`],
    { stage: 'queues', attempts: 1, lastGreeting: null },
  ],
  [
    'a number off the list is invalid',
    inQueues,
    { body: '3' },
    [`send:${QUEUE_LIST}`],
    { attempts: 1 },
  ],
  [
    'invalid after maxUseBotQueues re-sends: the bot says a person takes over and stops',
    { ...inQueues, attempts: 3 },
    { body: 'x' },
    [`send:${GIVING_UP}`, 'stop'],
    { stage: 'human' },
  ],
  [
    'maxUseBotQueues 0 means no limit',
    { ...inQueues, attempts: 9 },
    { body: 'x', connection: { maxUseBotQueues: 0 } },
    [`send:${QUEUE_LIST}`],
    { attempts: 10 },
  ],
  [
    'within timeUseBotQueues of the last text: silent, not counted',
    { ...inQueues, lastSentAt: minutesAfter(MONDAY_10, -9).toISOString() },
    { body: 'x', connection: { timeUseBotQueues: 10 } },
    [],
    { attempts: 0, lastSeenId: 100 },
  ],
  [
    'after timeUseBotQueues minutes: the list again',
    { ...inQueues, lastSentAt: minutesAfter(MONDAY_10, -10).toISOString() },
    { body: 'x', connection: { timeUseBotQueues: 10 } },
    [`send:${QUEUE_LIST}`],
    { attempts: 1 },
  ],
  [
    'a valid choice is answered even within timeUseBotQueues',
    { ...inQueues, lastSentAt: minutesAfter(MONDAY_10, -1).toISOString() },
    { body: '2', connection: { timeUseBotQueues: 10 } },
    ['queue:2', 'send:Financeiro aqui.', 'handOver'],
  ],
  [
    "'#' right after the greeting: the list alone",
    inQueues,
    { body: '#' },
    [`send:${QUEUE_LIST}`],
    { attempts: 0 },
  ],
  [
    "'#' when the last text had no greeting: greeting and list",
    { ...inQueues, lastGreeting: null },
    { body: '#' },
    [`send:${MAIN_MENU}`],
  ],
  // e. one queue
  [
    'one queue (placed on arrival): its greeting and first level, no navigation',
    {},
    { connection: { queueIds: [1] }, ticket: { queueId: 1 } },
    [`send:Atendimento, {{firstName}}!\n\n${SUPPORT_ROOT}`],
    { stage: 'options', queueId: 1, lastGreeting: 'queue:1' },
  ],
  [
    'one queue not yet on the ticket: assigned',
    {},
    { connection: { queueIds: [1] } },
    ['queue:1', `send:Atendimento, {{firstName}}!\n\n${SUPPORT_ROOT}`],
  ],
  [
    'one queue, sendGreetingMessageOneQueues disabled: no greeting',
    {},
    { connection: { queueIds: [1] }, ticket: { queueId: 1 }, settings: { greetOneQueue: false } },
    [`send:${SUPPORT_ROOT}`],
  ],
  [
    'one queue without options: its greeting, then a person',
    {},
    { connection: { queueIds: [2] }, ticket: { queueId: 2 } },
    ['send:Financeiro aqui.', 'handOver'],
    { stage: 'human' },
  ],
  [
    'one queue without options, greeting disabled: silently to a person',
    {},
    { connection: { queueIds: [2] }, ticket: { queueId: 2 }, settings: { greetOneQueue: false } },
    ['handOver'],
  ],
  [
    "one queue, '#': first level, its greeting not repeated",
    { ...atRoot, lastGreeting: 'queue:1' },
    { body: '#', connection: { queueIds: [1] } },
    [`send:${SUPPORT_ROOT}`],
  ],
  [
    'no queue on the connection: its greeting, then a person',
    {},
    { connection: { queueIds: [] } },
    ['send:Bem-vindo! Escolha um setor:', 'handOver'],
  ],
  // e. a queue answered by its engine (an AI prompt or an integration)
  [
    'a queue with an engine chosen: its greeting, and the engine answers this message',
    inQueues,
    { body: '1', engineQueueIds: [1] },
    ['queue:1', 'send:Atendimento, {{firstName}}!', 'engine'],
    { stage: 'engine', queueId: 1 },
  ],
  [
    'the engine holds the conversation: every message is the engine’s',
    { stage: 'engine', queueId: 1, lastSeenId: 50 },
    { body: '2', ticket: { queueId: 1 }, engineQueueIds: [1] },
    ['engine'],
    { stage: 'engine', queueId: 1, lastSeenId: 100 },
  ],
  [
    'the engine answered an earlier message after this one came: the engine answers it too',
    { stage: 'engine', queueId: 1, lastSeenId: 50 },
    {
      body: 'e o horário?',
      ticket: { queueId: 1 },
      engineQueueIds: [1],
      marks: { newestAutomaticId: 120 },
      sentAt: minutesAfter(MONDAY_10, -2),
    },
    ['engine'],
    { stage: 'engine', queueId: 1, lastSeenId: 100 },
  ],
  [
    'the engine taken off the queue: the main menu again',
    { stage: 'engine', queueId: 1, lastSeenId: 50 },
    { body: '2', ticket: { queueId: 1 } },
    [`send:${MAIN_MENU}`],
    { stage: 'queues' },
  ],
  [
    'an engine’s ticket a person has taken: the engine is quiet',
    { stage: 'engine', queueId: 1, lastSeenId: 50 },
    { body: '2', ticket: { queueId: 1, status: 'open', userId: 7 }, engineQueueIds: [1] },
    [],
    { stage: 'human' },
  ],
];

describe('the bot’s decision: groups, an ended bot, one answer per turn, the queue menu', () => {
  it.each(table)('%s', (_name, state, tweak, expected, expectedState) => {
    const decision = decideBotStep(input(state, tweak));
    expect(decision.actions.map(short)).toEqual(expected);
    if (expectedState) expect(decision.state).toMatchObject(expectedState);
  });
});
