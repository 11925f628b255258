import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LoginResponse } from '@atende/shared';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from './auth/auth-provider';
import { SocketProvider } from './auth/socket-provider';
import { ThemeModeProvider } from './theme-mode';
import { ToastHost } from './toast-host';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a client error will not get better by asking again
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
}

interface ProvidersProps {
  /** Made at start-up, so that the first page's data can be asked for before React renders. */
  queryClient: QueryClient;
  restoring: Promise<LoginResponse | null>;
  children: ReactNode;
}

/** Everything the pages rely on; must sit inside the router (auth navigates). */
export function Providers({ queryClient, restoring, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <AuthProvider restoring={restoring}>
          <SocketProvider>{children}</SocketProvider>
        </AuthProvider>
        <ToastHost />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
