import { describe, expect, it } from 'vitest';
import { dayOf, groupByDay, mergePages, type ChatRow } from './message-grouping';
import { makeMessage } from './chat-test-data';

// local times, so the calendar day does not depend on the machine's time zone
const at = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
const label = (r: ChatRow) =>
  r.kind === 'day' ? `day ${r.day}` : r.kind === 'conversation' ? r.edge : `msg ${r.message.id}`;

describe('message grouping', () => {
  it('puts a day separator before the first message of each day', () => {
    const messages = [
      makeMessage({ id: 1, createdAt: at('2026-03-09', '23:59:00') }),
      makeMessage({ id: 2, createdAt: at('2026-03-10', '00:01:00') }),
      makeMessage({ id: 3, createdAt: at('2026-03-10', '09:30:00') }),
      makeMessage({ id: 4, createdAt: at('2026-03-12', '08:00:00') }),
    ];
    const rows = groupByDay(messages);
    expect(rows.map(label)).toEqual([
      'day 2026-03-09',
      'msg 1',
      'day 2026-03-10',
      'msg 2',
      'msg 3',
      'day 2026-03-12',
      'msg 4',
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('marks where one conversation ended and the next started, around the day when it changes', () => {
    const rows = groupByDay([
      makeMessage({ id: 1, ticketId: 7, createdAt: at('2026-03-09', '10:00:00') }),
      makeMessage({ id: 2, ticketId: 7, createdAt: at('2026-03-09', '10:05:00') }),
      makeMessage({ id: 3, ticketId: 8, createdAt: at('2026-03-11', '08:00:00') }),
      makeMessage({ id: 4, ticketId: 9, createdAt: at('2026-03-11', '09:00:00') }),
    ]);
    expect(rows.map(label)).toEqual([
      'day 2026-03-09',
      'msg 1',
      'msg 2',
      'ended',
      'day 2026-03-11',
      'started',
      'msg 3',
      'ended',
      'started',
      'msg 4',
    ]);
    expect(
      rows.flatMap((r) => (r.kind === 'conversation' ? [`${r.edge} #${r.ticketId}`] : [])),
    ).toEqual(['ended #7', 'started #8', 'ended #8', 'started #9']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('gives nothing for no messages', () => {
    expect(groupByDay([])).toEqual([]);
  });

  it('reads the calendar day in local time', () => {
    expect(dayOf(at('2026-01-31', '23:00:00'))).toBe('2026-01-31');
    expect(dayOf('not a date')).toBe('');
  });

  it('orders the pages oldest first and keeps each message once', () => {
    const newest = { messages: [makeMessage({ id: 5 }), makeMessage({ id: 6 })] };
    // a message arrived after page 1 was read, so page 2 repeats one of page 1's rows
    const older = {
      messages: [makeMessage({ id: 3 }), makeMessage({ id: 4 }), makeMessage({ id: 5 })],
    };
    expect(mergePages([newest, older]).map((m) => m.id)).toEqual([3, 4, 5, 6]);
  });
});
