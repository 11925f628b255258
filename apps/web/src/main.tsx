import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languageReady } from './lib/i18n';
import { Providers } from './app/providers';
import { preloadCurrentPage } from './app/lazy-pages';
import { AppRoutes } from './app/router';

preloadCurrentPage();

// immediate in Portuguese; for a saved English or Spanish, once its texts have arrived
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  ),
);
