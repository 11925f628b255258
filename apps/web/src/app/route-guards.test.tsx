import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionUserDTO } from '@atende/shared';
import { makeSessionUser } from '../test/fixtures';
import { showToast } from '../lib/toast';
import { AuthContext, type AuthContextValue } from './auth/auth-context';
import {
  AdminRoute,
  CampaignRoute,
  PlanRoute,
  PrivateRoute,
  PublicOnlyRoute,
} from './route-guards';

vi.mock('../lib/toast', () => ({ showToast: vi.fn() }));

const withCampaigns = { useCampaigns: true };

function renderAt(path: string, user: SessionUserDTO | null) {
  const auth: AuthContextValue = {
    user,
    loading: false,
    isAuth: user !== null,
    login: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
  };
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicOnlyRoute />}>
            <Route path="/login" element={<p>login page</p>} />
          </Route>
          <Route element={<PrivateRoute />}>
            <Route element={<AdminRoute />}>
              <Route path="/" element={<p>dashboard page</p>} />
            </Route>
            <Route path="/tickets" element={<p>tickets page</p>} />
            <Route element={<AdminRoute />}>
              <Route path="/users" element={<p>users page</p>} />
            </Route>
            <Route element={<PlanRoute flag="useCampaigns" />}>
              <Route element={<CampaignRoute />}>
                <Route path="/campaigns" element={<p>campaigns page</p>} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('route guards', () => {
  it('sends an anonymous visitor of a private page to /login', () => {
    renderAt('/tickets', null);
    expect(screen.getByText('login page')).toBeVisible();
  });

  it('sends a signed-in user away from /login to the tickets, admins too', () => {
    renderAt('/login', makeSessionUser({ profile: 'user' }));
    expect(screen.getByText('tickets page')).toBeVisible();
    cleanup();
    renderAt('/login', makeSessionUser({ profile: 'admin' }));
    expect(screen.getByText('tickets page')).toBeVisible();
  });

  it('sends an agent who opens / (the admin dashboard) to the tickets', () => {
    renderAt('/', makeSessionUser({ profile: 'user' }));
    expect(screen.getByText('tickets page')).toBeVisible();
    cleanup();
    renderAt('/', makeSessionUser({ profile: 'admin' }));
    expect(screen.getByText('dashboard page')).toBeVisible();
  });

  it('opens campaign pages only while storage holds cshow', () => {
    renderAt('/campaigns', makeSessionUser({}, withCampaigns));
    expect(screen.getByText('tickets page')).toBeVisible();
  });

  it('opens campaign pages when cshow is set', () => {
    localStorage.setItem('cshow', 'true');
    renderAt('/campaigns', makeSessionUser({}, withCampaigns));
    expect(screen.getByText('campaigns page')).toBeVisible();
  });

  it("sends a user away from a page of a feature the company's plan lacks", async () => {
    localStorage.setItem('cshow', 'true');
    renderAt('/campaigns', makeSessionUser({ profile: 'user' }, { useCampaigns: false }));
    expect(screen.queryByText('campaigns page')).toBeNull();
    expect(showToast).toHaveBeenCalledWith(
      'O plano da sua empresa não inclui este recurso.',
      'error',
    );
    // told why, then sent on: / is the admins' dashboard, so an agent lands on the tickets
    expect(await screen.findByText('tickets page', {}, { timeout: 3000 })).toBeVisible();
    cleanup();
    renderAt('/campaigns', makeSessionUser({ profile: 'user' }, withCampaigns));
    expect(screen.getByText('campaigns page')).toBeVisible();
  });

  it('keeps administration pages for admins', () => {
    renderAt('/users', makeSessionUser({ profile: 'user' }));
    expect(screen.getByText('tickets page')).toBeVisible();
  });

  it('lets an admin into administration pages', () => {
    renderAt('/users', makeSessionUser({ profile: 'admin' }));
    expect(screen.getByText('users page')).toBeVisible();
  });
});
