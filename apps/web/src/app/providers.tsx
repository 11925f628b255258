import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from './auth/auth-provider';
import { SocketProvider } from './auth/socket-provider';
import { ThemeModeProvider } from './theme-mode';
import { ToastHost } from './toast-host';

function createQueryClient() {
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

/** Everything the pages rely on; must sit inside the router (auth navigates). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <AuthProvider>
          <SocketProvider>{children}</SocketProvider>
        </AuthProvider>
        <ToastHost />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
