import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { markFirstScreenShown } from '../lib/first-screen';

/** A page that keeps fetching (polling) still lets the deferred code in after this long. */
const LATEST_MS = 3000;

/**
 * Placed after the page inside its Suspense boundary: it mounts only once the page's code has
 * arrived, and marks the first screen as shown when no query is fetching any more.
 */
export function FirstScreenSignal() {
  const client = useQueryClient();
  const fetching = useIsFetching();
  useEffect(() => {
    // read afresh: the page's queries start in effects that ran just before this one
    if (client.isFetching() === 0) markFirstScreenShown();
  }, [client, fetching]);
  useEffect(() => {
    const timer = setTimeout(markFirstScreenShown, LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
