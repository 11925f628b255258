import { useState } from 'react';
import type { AnnouncementDTO } from '@atende/shared';
import { signedInUserId, STORAGE_KEYS } from '../../lib/session-storage';

type SeenByUser = Record<string, string>;

function readSeen(storage: Storage): SeenByUser {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.announcementsSeen) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as SeenByUser) : {};
  } catch {
    return {};
  }
}

/**
 * How many of the active announcements this user has not seen yet: written or changed after
 * the newest one shown when they last opened the popover. The badge counted every active
 * announcement, so it never went out and stopped meaning anything new (decision 0153).
 */
export function useUnseenAnnouncements(
  records: AnnouncementDTO[],
  storage: Storage = localStorage,
) {
  const [userId] = useState(() => String(signedInUserId(storage) ?? 0));
  const [seenUpTo, setSeenUpTo] = useState<string | undefined>(() => readSeen(storage)[userId]);
  const unseen = records.filter((r) => seenUpTo === undefined || r.updatedAt > seenUpTo).length;
  /** The popover was opened: what it shows now has been seen. */
  const markSeen = () => {
    const newest = records.reduce<string | undefined>(
      (max, r) => (max === undefined || r.updatedAt > max ? r.updatedAt : max),
      seenUpTo,
    );
    if (newest === undefined || newest === seenUpTo) return;
    setSeenUpTo(newest);
    storage.setItem(
      STORAGE_KEYS.announcementsSeen,
      JSON.stringify({ ...readSeen(storage), [userId]: newest }),
    );
  };
  return { unseen, markSeen };
}
