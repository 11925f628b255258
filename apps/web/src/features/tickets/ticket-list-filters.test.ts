import { describe, expect, it } from 'vitest';
import { followMyQueues } from './ticket-list-filters';

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
