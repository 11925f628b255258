import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * An action taken offline fails at once and says so; TanStack Query's default would hold it
 * without a word and run it minutes later, when the network is back (decision 0152).
 */
export const MUTATION_DEFAULTS = { networkMode: 'always' } as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a client error will not get better by asking again
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
      mutations: MUTATION_DEFAULTS,
    },
  });
}
