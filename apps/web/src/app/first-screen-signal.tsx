import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { markFirstScreenShown } from '../lib/first-screen';

/** A page that keeps fetching (polling) still lets the deferred code in after this long. */
const LATEST_MS = 3000;

/**
 * Placed after the page inside its Suspense boundary: it mounts only once the page's code has
 * arrived, and marks the first screen as shown when no query is fetching any more and the
 * browser has painted the result.
 */
export function FirstScreenSignal() {
  const client = useQueryClient();
  const fetching = useIsFetching();
  useEffect(() => {
    // read afresh: the page's queries start in effects that ran just before this one
    if (client.isFetching() !== 0) return;
    // a hidden tab paints nothing (and runs no animation frames): no reason to wait
    if (document.visibilityState === 'hidden') return markFirstScreenShown();
    // once the browser has painted the page with its data: what follows must not delay that
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markFirstScreenShown, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [client, fetching]);
  useEffect(() => {
    const timer = setTimeout(markFirstScreenShown, LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
