import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@atende/shared';
import { AuthProvider } from './auth/auth-provider';
import { SocketProvider } from './auth/socket-provider';
import { ThemeModeProvider } from './theme-mode';
import { ToastHost } from './toast-host';

export { createQueryClient } from './query-client';

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
