import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageOutlet } from './lazy-pages';
import { reloadOnMissingCode } from './reload-on-missing-code';

/** A page whose code cannot be had, as after a deploy removed it. */
function MissingPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/kanban-page-x.js');
}

describe('a page that cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what happened and a reload in its place; the next page opens as usual', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/kanban']}>
          <Link to="/contacts">Contatos</Link>
          <Routes>
            <Route element={<PageOutlet />}>
              <Route path="/kanban" element={<MissingPage />} />
              <Route path="/contacts" element={<p>página de contatos</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível abrir esta página.');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeVisible();
    // the menu still works
    fireEvent.click(screen.getByRole('link', { name: 'Contatos' }));
    expect(await screen.findByText('página de contatos')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('code files gone after a deploy', () => {
  it('reload the tab once; missing again within a minute, no second reload', () => {
    let clock = 1_000_000;
    const reload = vi.fn();
    sessionStorage.clear();
    const stop = reloadOnMissingCode(reload, sessionStorage, () => clock);
    try {
      window.dispatchEvent(new Event('vite:preloadError'));
      expect(reload).toHaveBeenCalledTimes(1);
      // the reloaded tab meets the same missing file: the error panel takes it from there
      clock += 5_000;
      window.dispatchEvent(new Event('vite:preloadError'));
      expect(reload).toHaveBeenCalledTimes(1);
      // a later deploy, long after: reloads again
      clock += 120_000;
      window.dispatchEvent(new Event('vite:preloadError'));
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
