import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { MessageDTO } from '@atende/shared';

/** Within this distance of the bottom, the list counts as at the bottom and stays there. */
const STICK_TO_BOTTOM_PX = 120;

/**
 * The message list's scroll: at the bottom it stays at the bottom, whatever changes (a new
 * message, messages missed while offline inserted above the agent's own last one, the phone's
 * keyboard shrinking the list, a picture loading); an older page is prepended in place; a
 * screen or more above the newest message, `farFromNewest` offers the way back.
 */
export function usePinnedScroll(
  list: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
  messages: MessageDTO[],
) {
  // what the last render showed, to tell an older page (prepended) from a new message (appended)
  const shown = useRef<{ oldest?: number; newest?: number }>({});
  const fromBottomBeforeOlder = useRef<number | null>(null);
  // read at each scroll (the user's or ours): where the list was before a change of content
  const atBottom = useRef(true);
  const scrollTopRead = useRef(0);
  const [farFromNewest, setFarFromNewest] = useState(false);

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const fromBottom = el.scrollHeight - (el.scrollTop + el.clientHeight);
    atBottom.current = fromBottom < STICK_TO_BOTTOM_PX;
    scrollTopRead.current = el.scrollTop;
    setFarFromNewest(fromBottom > el.clientHeight);
  }, [list]);

  const toBottom = useCallback(() => {
    const el = list.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    scrollTopRead.current = el.scrollTop;
    setFarFromNewest(false);
  }, [list]);

  /**
   * At the bottom when last read, and not scrolled up since: a scroll's event comes a frame
   * later, and a change of content landing in between must not pull the reader back down.
   */
  const wasAtBottom = useCallback(() => {
    const el = list.current;
    return !!el && atBottom.current && el.scrollTop >= scrollTopRead.current - 1;
  }, [list]);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const oldest = messages[0]?.id;
    const newest = messages.at(-1)?.id;
    const previous = shown.current;
    shown.current = { oldest, newest };
    const atBottomBefore = wasAtBottom();
    if (oldest !== previous.oldest && fromBottomBeforeOlder.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottomBeforeOlder.current;
      fromBottomBeforeOlder.current = null;
    }
    const first = previous.newest === undefined;
    const sentHere = newest !== previous.newest && !!messages.at(-1)?.fromMe;
    // no scroll event follows a change of content: the way back is offered (or not) from here
    if (first || atBottomBefore || sentHere) toBottom();
    else measure();
  }, [messages, list, measure, toBottom, wasAtBottom]);

  // the list's box (the keyboard opened) or its content (a picture loaded) changed size
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => (wasAtBottom() ? toBottom() : measure()));
    observer.observe(el);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [list, content, measure, toBottom, wasAtBottom]);

  /** Call before asking for the older page: it is prepended with the view kept in place. */
  const beforeOlder = useCallback(() => {
    const el = list.current;
    if (el) fromBottomBeforeOlder.current = el.scrollHeight - el.scrollTop;
  }, [list]);

  return { farFromNewest, onScroll: measure, toBottom, beforeOlder };
}
