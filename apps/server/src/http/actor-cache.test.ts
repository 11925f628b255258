import { describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { createEventBus } from '../events';
import { createActorCache } from './actor-cache';

const actor = (id: number, sessionId = 's1'): Actor => ({
  id,
  companyId: 1,
  profile: 'user',
  super: false,
  sessionId,
  allTicket: 'desabled',
  queueIds: [1],
});

describe('actor cache', () => {
  it('serves an actor until it expires', () => {
    let now = 0;
    const cache = createActorCache(createEventBus(), {
      ttlMs: 5000,
      maxEntries: 10,
      now: () => now,
    });
    cache.set(actor(7));
    expect(cache.get(7, 's1')?.queueIds).toEqual([1]);
    expect(cache.get(7, 'other-session')).toBeUndefined();
    now = 5000;
    expect(cache.get(7, 's1')).toBeUndefined();
  });

  it('forgets a user as soon as their session or profile changes', () => {
    const events = createEventBus();
    const cache = createActorCache(events, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    cache.set(actor(7));
    cache.set(actor(8));
    events.emit({ type: 'auth.sessionReplaced', companyId: 1, userId: 7, sessionId: 's2' });
    expect(cache.get(7, 's1')).toBeUndefined();
    expect(cache.get(8, 's1')).toMatchObject({ id: 8 });
    events.emit({ type: 'user.deleted', companyId: 1, userId: 8 });
    expect(cache.get(8, 's1')).toBeUndefined();
  });

  it('stays bounded, dropping the oldest entry', () => {
    const cache = createActorCache(createEventBus(), {
      ttlMs: 60_000,
      maxEntries: 2,
      now: () => 0,
    });
    cache.set(actor(1));
    cache.set(actor(2));
    cache.set(actor(3));
    expect(cache.get(1, 's1')).toBeUndefined();
    expect(cache.get(3, 's1')).toMatchObject({ id: 3 });
  });
});
