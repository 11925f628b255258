import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './lib/i18n';
import { Providers } from './app/providers';
import { preloadCurrentPage } from './app/lazy-pages';
import { AppRoutes } from './app/router';

preloadCurrentPage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
