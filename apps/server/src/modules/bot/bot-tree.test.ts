import { describe, expect, it } from 'vitest';
import { decideBotStep } from './bot-decision';
import { GIVING_UP } from './bot-menus';
import {
  input,
  short,
  MONDAY_10,
  minutesAfter,
  SATURDAY_ONLY,
  SUPPORT,
  BILLING,
  SALES,
  NAV,
  MAIN_MENU,
  SUPPORT_ROOT,
  SECOND_COPY,
  atRoot,
  atSecondCopy,
  atBoleto,
  type Row,
} from './bot-test-kit';

const table: Row[] = [
  // f. option tree
  [
    'an option with children: its message, children and navigation',
    atRoot,
    { body: '1' },
    [`send:Segunda via de quê?\n\n${SECOND_COPY}\n\n${NAV}`],
    { path: [10] },
  ],
  [
    'a leaf: its message and the navigation',
    atSecondCopy,
    { body: '1' },
    [`send:Seu boleto foi enviado.\n\n${NAV}`],
    { path: [10, 11], stage: 'options' },
  ],
  [
    "'0' from a leaf: the level above",
    atBoleto,
    { body: '0' },
    [`send:Segunda via de quê?\n\n${SECOND_COPY}\n\n${NAV}`],
    { path: [10] },
  ],
  [
    "'0' from the second level: the first level",
    atSecondCopy,
    { body: '0' },
    [`send:${SUPPORT_ROOT}\n\n${NAV}`],
    { path: [] },
  ],
  [
    "'0' from the first level: the queue list",
    atRoot,
    { body: '0' },
    [`send:${MAIN_MENU}`],
    { stage: 'queues', queueId: null },
  ],
  [
    "'#' deep in the tree: the queue list",
    atBoleto,
    { body: '#' },
    [`send:${MAIN_MENU}`],
    { stage: 'queues', path: [] },
  ],
  [
    'hand over: its message, then a person',
    atSecondCopy,
    { body: '2' },
    ['send:Aguarde.', 'handOver'],
    { stage: 'human' },
  ],
  [
    'forward to a queue: its message, the new queue, then a person',
    atRoot,
    { body: '2', ticket: { queueId: 1 } },
    ['send:Encaminhando a Vendas.', 'queue:3', 'handOver'],
  ],
  [
    'invalid in the tree: the level again without its message',
    atSecondCopy,
    { body: '9' },
    [`send:${SECOND_COPY}\n\n${NAV}`],
    { attempts: 1, path: [10] },
  ],
  [
    'invalid in the tree after the limit: the bot says a person takes over and stops',
    { ...atSecondCopy, attempts: 3 },
    { body: '9' },
    [`send:${GIVING_UP}`, 'stop'],
    { stage: 'human' },
  ],
  [
    'an option deleted meanwhile: back to the first level',
    { ...atRoot, path: [99] },
    { body: '1' },
    [`send:Segunda via de quê?\n\n${SECOND_COPY}\n\n${NAV}`],
    { path: [10] },
  ],
  [
    'a queue deleted meanwhile: the main menu again',
    { ...atRoot, queueId: 42 },
    { body: '1' },
    [`send:${MAIN_MENU}`],
    { stage: 'queues' },
  ],
];

describe('the bot’s decision: the option tree', () => {
  it.each(table)('%s', (_name, state, tweak, expected, expectedState) => {
    const decision = decideBotStep(input(state, tweak));
    expect(decision.actions.map(short)).toEqual(expected);
    if (expectedState) expect(decision.state).toMatchObject(expectedState);
  });
});

describe('around the table', () => {
  it('keys every text by the customer message it answers, so a repeat never answers twice', () => {
    const { actions } = decideBotStep(
      input(atRoot, {
        body: '2',
        ticket: { queueId: 1 },
        settings: { scheduleType: 'queue' },
        queues: [SUPPORT, BILLING, { ...SALES, schedules: SATURDAY_ONLY }],
      }),
    );
    expect(actions.filter((a) => a.type === 'send').map((a) => a.key)).toEqual([
      'bot-100-0',
      'bot-100-1',
    ]);
  });

  it('records when it last spoke, and nothing when it stayed silent', () => {
    expect(decideBotStep(input({})).state.lastSentAt).toBe(MONDAY_10.toISOString());
    const silent = decideBotStep(input({ stage: 'human', lastSentAt: null }));
    expect(silent.state.lastSentAt).toBeNull();
  });

  it('never sends the same greeting twice in a row through a whole walk', () => {
    let state: unknown = {};
    const texts: string[] = [];
    for (const [id, body] of [
      [1, 'oi'],
      [2, '#'],
      [3, '1'],
      [4, '0'],
      [5, '0'],
      [6, '#'],
      [7, 'x'],
      [8, '#'],
    ] as const) {
      const base = input({}, { body, now: minutesAfter(MONDAY_10, id) });
      const d = decideBotStep({
        ...base,
        message: { ...base.message, id },
        ticket: { ...base.ticket, botState: state },
        marks: { ...base.marks, newestCustomerId: id, newestAutomaticId: 0 },
      });
      state = d.state;
      for (const a of d.actions) if (a.type === 'send') texts.push(a.text);
    }
    const greetingOf = (t: string) =>
      t.startsWith('Bem-vindo') ? 'connection' : t.startsWith('Atendimento,') ? 'queue' : null;
    for (let i = 1; i < texts.length; i++) {
      const g = greetingOf(texts[i]!);
      if (g) expect(greetingOf(texts[i - 1]!)).not.toBe(g);
    }
    expect(texts).toHaveLength(8);
  });

  it('reads a missing or broken state as a new conversation', () => {
    for (const botState of [null, 'x', { stage: 'flying', path: 'no' }]) {
      const d = decideBotStep({ ...input({}), ticket: { ...input({}).ticket, botState } });
      expect(d.actions.map(short)).toEqual([`send:${MAIN_MENU}`]);
    }
  });
});
