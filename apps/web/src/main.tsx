import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languageReady } from './lib/i18n';
import { createQueryClient, Providers } from './app/providers';
import { restoreSession } from './app/auth/session-restore';
import { preloadCurrentPage } from './app/lazy-pages';
import { AppRoutes } from './app/router';

// the session check, the current page's code and then its data start before React renders
const queryClient = createQueryClient();
const restoring = restoreSession();
preloadCurrentPage(restoring, queryClient);

// immediate in Portuguese; for a saved English or Spanish, once its texts have arrived
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient} restoring={restoring}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  ),
);
