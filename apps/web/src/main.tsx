import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languageReady } from './lib/i18n';
import { createQueryClient, Providers } from './app/providers';
import { restoreSession } from './app/auth/session-restore';
import { preloadCurrentPage } from './app/lazy-pages';
import { AppRoutes } from './app/router';
import { PageErrorBoundary } from './app/page-error-boundary';
import { reloadOnMissingCode } from './app/reload-on-missing-code';

// a tab left open across a deploy runs the new build when it needs code the old one named
reloadOnMissingCode();

// the session check, the current page's code and its data start before React renders
const queryClient = createQueryClient();
const restoring = restoreSession();
const pageCode = preloadCurrentPage(restoring, queryClient);
// the layout waits for the page's code too: shown with a spinner in the page's place, it would
// make React hold the page back a further moment once the code arrives
const session = Promise.all([restoring, pageCode]).then(([known]) => known);

// immediate in Portuguese; for a saved English or Spanish, once its texts have arrived
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient} restoring={session}>
          {/* the last resort, for a failure outside any page (the shell's own parts) */}
          <PageErrorBoundary resetKey="app">
            <AppRoutes />
          </PageErrorBoundary>
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  ),
);
