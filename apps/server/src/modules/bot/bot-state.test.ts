import { describe, expect, it } from 'vitest';
import { readBotState } from './bot-state';

const START = {
  stage: 'start',
  queueId: null,
  path: [],
  attempts: 0,
  lastSeenId: 0,
  lastSentAt: null,
  lastGreeting: null,
  outOfHoursAt: null,
};

describe('readBotState', () => {
  it('a new ticket (no state stored) starts at the beginning', () => {
    expect(readBotState(null)).toEqual(START);
    expect(readBotState({})).toEqual(START);
    expect(readBotState('human')).toEqual(START);
  });

  it('reads a whole state as written, and only its fields', () => {
    const state = {
      stage: 'options',
      queueId: 4,
      path: [7, 9],
      attempts: 2,
      lastSeenId: 120,
      lastSentAt: '2026-11-25T12:00:00.000Z',
      lastGreeting: 'queue:4',
      outOfHoursAt: null,
    };
    expect(readBotState({ ...state, removedLongAgo: true })).toEqual(state);
  });

  it('each field written wrongly by an older version falls back on its own', () => {
    expect(
      readBotState({
        stage: 'menu',
        queueId: '4',
        path: [7, 'x'],
        attempts: -1,
        lastSeenId: 1.5,
        lastSentAt: 0,
        lastGreeting: 'connection',
      }),
    ).toEqual({ ...START, lastGreeting: 'connection' });
    expect(readBotState({ stage: 'human', path: 'nope', attempts: 3 })).toEqual({
      ...START,
      stage: 'human',
      attempts: 3,
    });
  });
});
