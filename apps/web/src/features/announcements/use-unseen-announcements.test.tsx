import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { AnnouncementDTO } from '@atende/shared';
import { useUnseenAnnouncements } from './use-unseen-announcements';

const record = (id: number, updatedAt: string): AnnouncementDTO => ({
  id,
  title: `Aviso ${id}`,
  text: 'Texto',
  priority: 2,
  status: true,
  mediaPath: null,
  mediaName: null,
  createdAt: updatedAt,
  updatedAt,
});

/** A browser's storage of its own, with `userId` signed in. */
function storageOf(userId: number, seen?: object) {
  const items = new Map<string, string>([['userId', String(userId)]]);
  if (seen) items.set('announcementsSeen', JSON.stringify(seen));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

describe('unseen announcements', () => {
  const monday = record(1, '2026-12-01T09:00:00.000Z');
  const tuesday = record(2, '2026-12-02T09:00:00.000Z');

  it('counts all until the popover is opened, then only what is newer', () => {
    const storage = storageOf(7);
    const { result, rerender } = renderHook(
      ({ records }) => useUnseenAnnouncements(records, storage),
      { initialProps: { records: [monday] } },
    );
    expect(result.current.unseen).toBe(1);
    act(() => result.current.markSeen());
    expect(result.current.unseen).toBe(0);
    rerender({ records: [tuesday, monday] });
    expect(result.current.unseen).toBe(1);
    // an edit of a seen one counts as new again
    rerender({ records: [{ ...monday, updatedAt: '2026-12-02T10:00:00.000Z' }, tuesday] });
    expect(result.current.unseen).toBe(2);
  });

  it('is kept per person in a shared browser, and across visits', () => {
    const storage = storageOf(7, { 8: tuesday.updatedAt });
    const ana = renderHook(() => useUnseenAnnouncements([tuesday, monday], storage));
    expect(ana.result.current.unseen).toBe(2);
    act(() => ana.result.current.markSeen());
    storage.setItem('userId', '8');
    const bruno = renderHook(() => useUnseenAnnouncements([tuesday, monday], storage));
    expect(bruno.result.current.unseen).toBe(0);
    storage.setItem('userId', '7');
    const anaAgain = renderHook(() => useUnseenAnnouncements([tuesday, monday], storage));
    expect(anaAgain.result.current.unseen).toBe(0);
  });
});
