/** The emojis this browser picked last, newest first (WhatsApp's "recent" tab). */
export const RECENT_EMOJIS_KEY = 'recentEmojis';
const KEEP = 24;

export function readRecentEmojis(storage: Storage = localStorage): string[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(RECENT_EMOJIS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberEmoji(emoji: string, storage: Storage = localStorage) {
  const recent = [emoji, ...readRecentEmojis(storage).filter((e) => e !== emoji)].slice(0, KEEP);
  storage.setItem(RECENT_EMOJIS_KEY, JSON.stringify(recent));
}
