import type { Actor } from '../context';
import type { EventBus } from '../events';

/**
 * Remembers, per user session, who the actor is, so most requests need no database read to
 * authenticate. Entries end when this process hears the user changed or their session ended,
 * and after `ttlMs` in any case, which bounds how long another instance may serve a stale one
 * (docs/decisions/0009-actor-cache.md).
 */
export function createActorCache(
  events: EventBus,
  opts: { ttlMs: number; maxEntries: number; now: () => number },
) {
  const entries = new Map<string, { actor: Actor; expires: number }>();
  const keyOf = (userId: number, sessionId: string) => `${userId}:${sessionId}`;
  const forgetUser = (userId: number) => {
    for (const key of entries.keys()) if (key.startsWith(`${userId}:`)) entries.delete(key);
  };
  const stop = events.on((e) => {
    if (e.type === 'user.updated') forgetUser(e.user.id);
    if (
      e.type === 'user.deleted' ||
      e.type === 'auth.sessionReplaced' ||
      e.type === 'auth.sessionEnded'
    ) {
      forgetUser(e.userId);
    }
  });
  return {
    get(userId: number, sessionId: string) {
      const hit = entries.get(keyOf(userId, sessionId));
      if (!hit) return undefined;
      if (hit.expires <= opts.now()) {
        entries.delete(keyOf(userId, sessionId));
        return undefined;
      }
      return hit.actor;
    },
    set(actor: Actor) {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(actor.id, actor.sessionId), { actor, expires: opts.now() + opts.ttlMs });
    },
    stop,
  };
}

export type ActorCache = ReturnType<typeof createActorCache>;
