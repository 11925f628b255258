import { describe, expect, it } from 'vitest';
import { cycleStep, type CycleStep, type CycleTicket } from './cycle-step';

const pending = (queueId: number | null = null): CycleTicket => ({
  status: 'pending',
  queueId,
  userId: null,
});
const open = (userId: number, queueId: number | null = 1): CycleTicket => ({
  status: 'open',
  queueId,
  userId,
});
const closed = (userId: number | null, queueId: number | null = 1): CycleTicket => ({
  status: 'closed',
  queueId,
  userId,
});

describe('how a ticket change moves its cycle', () => {
  const cases: [string, CycleTicket | undefined, CycleTicket, CycleStep][] = [
    ['a new waiting ticket (ingest)', undefined, pending(), { step: 'wait', queueId: null }],
    [
      'a new ticket opened by an agent (dialog)',
      undefined,
      open(7, 2),
      { step: 'start', queueId: 2, userId: 7 },
    ],
    ['accept', pending(1), open(7), { step: 'start', queueId: 1, userId: 7 }],
    ['return to the queue', open(7), pending(1), { step: 'wait', queueId: 1 }],
    ['the bot or a rule places it in a queue', pending(), pending(3), { step: 'wait', queueId: 3 }],
    ['transfer to a queue without a user', open(7, 1), pending(2), { step: 'wait', queueId: 2 }],
    ['transfer to a person', open(7, 1), open(8, 1), { step: 'start', queueId: 1, userId: 8 }],
    [
      'transfer to a person of another queue',
      open(7, 1),
      open(8, 2),
      { step: 'start', queueId: 2, userId: 8 },
    ],
    ['resolve', open(7), closed(7), { step: 'finish', queueId: 1, userId: 7 }],
    [
      'closing a waiting ticket',
      pending(1),
      closed(null),
      { step: 'finish', queueId: 1, userId: null },
    ],
    ['reopen: a new cycle', closed(7), open(9), { step: 'start', queueId: 1, userId: 9 }],
    ['a repeated accept', open(7), open(7), { step: 'none' }],
    ['a repeated resolve', closed(7), closed(7), { step: 'none' }],
    ['another message while waiting', pending(1), pending(1), { step: 'none' }],
  ];
  it.each(cases)('%s', (_name, before, after, expected) => {
    expect(cycleStep(before, after)).toEqual(expected);
  });
});
