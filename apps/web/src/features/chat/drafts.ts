import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What an agent typed and has not sent, per user and ticket, in localStorage: it survives
 * opening another chat, a reload, and a phone browser that dropped the tab. One entry per
 * draft (a keystroke writes only its own), the oldest dropped beyond MAX_DRAFTS.
 */
export const DRAFT_PREFIX = 'draft:';
export const MAX_DRAFTS = 50;

interface StoredDraft {
  text: string;
  /** Last edit, to know which drafts are the oldest. */
  at: number;
}

export const draftKey = (userId: number, ticketId: number) => `${userId}:${ticketId}`;

function read(key: string): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_PREFIX + key) ?? 'null') as unknown;
    const draft = stored as Partial<StoredDraft> | null;
    return typeof draft?.text === 'string' ? { text: draft.text, at: Number(draft.at) || 0 } : null;
  } catch {
    return null;
  }
}

export function readDraft(key: string): string {
  return read(key)?.text ?? '';
}

/** Keeps only the newest MAX_DRAFTS drafts (of every user of this browser). */
function dropOldest() {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const name = localStorage.key(i);
    if (name?.startsWith(DRAFT_PREFIX)) keys.push(name.slice(DRAFT_PREFIX.length));
  }
  if (keys.length <= MAX_DRAFTS) return;
  const oldestFirst = keys.sort((a, b) => (read(a)?.at ?? 0) - (read(b)?.at ?? 0));
  for (const key of oldestFirst.slice(0, keys.length - MAX_DRAFTS)) {
    localStorage.removeItem(DRAFT_PREFIX + key);
  }
}

export function saveDraft(key: string, text: string) {
  try {
    if (!text) {
      localStorage.removeItem(DRAFT_PREFIX + key);
      return;
    }
    const isNew = localStorage.getItem(DRAFT_PREFIX + key) === null;
    localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ text, at: Date.now() }));
    if (isNew) dropOldest();
  } catch {
    // storage full or refused (a private window): the draft lives on in the composer only
  }
}

/**
 * The text left once `sent` went out: what was typed after it while it was on its way. Should
 * the agent have edited the part being sent meanwhile, all of it stays (never lose typing).
 */
export function withoutSent(current: string, sent: string): string {
  if (!sent) return current;
  return current.startsWith(sent) ? current.slice(sent.length).trimStart() : current;
}

type SentListener = (sent: string) => void;
const listeners = new Map<string, Set<SentListener>>();

/**
 * The composer's text, kept as the ticket's draft (none without a key). `sent` takes what went
 * out off the draft, also when the agent has left the chat (or opened it again) meanwhile.
 */
export function useDraft(key: string | undefined) {
  const [text, setText] = useState(() => (key ? readDraft(key) : ''));
  const saved = useRef(text);

  useEffect(() => {
    if (!key || saved.current === text) return;
    saved.current = text;
    saveDraft(key, text);
  }, [key, text]);

  useEffect(() => {
    if (!key) return;
    const listener: SentListener = (sent) => setText((current) => withoutSent(current, sent));
    const forKey = listeners.get(key) ?? new Set<SentListener>();
    listeners.set(key, forKey.add(listener));
    return () => {
      forKey.delete(listener);
      if (!forKey.size) listeners.delete(key);
    };
  }, [key]);

  const sent = useCallback(
    (sentText: string) => {
      if (!key) {
        setText((current) => withoutSent(current, sentText));
        return;
      }
      saveDraft(key, withoutSent(readDraft(key), sentText));
      listeners.get(key)?.forEach((listener) => listener(sentText));
    },
    [key],
  );

  return { text, setText, sent };
}
