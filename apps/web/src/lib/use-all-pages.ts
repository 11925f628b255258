import { useEffect } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** Ten pages of twenty: far more prompts or integrations than a company keeps. */
const MAX_PAGES = 10;

/**
 * Reads the following pages of a paged list one after another, up to a bound: for a select that
 * must offer every record of a small list (a queue's prompt or integration), not only page one.
 */
export function useAllPages(
  query: Pick<
    UseInfiniteQueryResult<{ pages: unknown[] }>,
    'data' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
  >,
): void {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loaded = data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && loaded < MAX_PAGES) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, loaded, fetchNextPage]);
}
