import { describe, expect, it } from 'vitest';
import { followMyQueues, queuesAskedFor } from './ticket-list-filters';

describe("the queue filter when the user's queues change", () => {
  it('all of them stays all of them: a queue added shows, a queue removed goes', () => {
    expect(followMyQueues([1, 2], [1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(followMyQueues([2, 1], [1, 2], [2])).toEqual([2]);
    expect(followMyQueues([], [], [5])).toEqual([5]);
  });

  it('a narrower choice keeps what remains of it, or all of them when nothing does', () => {
    expect(followMyQueues([1], [1, 2], [1, 2, 3])).toEqual([1]);
    expect(followMyQueues([1, 2], [1, 2, 3], [2, 3])).toEqual([2]);
    expect(followMyQueues([1], [1, 2], [2, 3])).toEqual([2, 3]);
  });
});

describe('the queues a list asks for', () => {
  it("asks an admin's 'Todas' for no queue filter, as they may list every queue", () => {
    expect(queuesAskedFor([1, 2], [1, 2], true)).toEqual([]);
    expect(queuesAskedFor([2, 1], [1, 2], true)).toEqual([]);
    expect(queuesAskedFor([], [], true)).toEqual([]);
  });

  it("asks for the queues chosen otherwise, and for a user's 'Todas' their queues", () => {
    expect(queuesAskedFor([2], [1, 2], true)).toEqual([2]);
    expect(queuesAskedFor([1, 2], [1, 2], false)).toEqual([1, 2]);
    expect(queuesAskedFor([1], [1, 2], false)).toEqual([1]);
  });
});
