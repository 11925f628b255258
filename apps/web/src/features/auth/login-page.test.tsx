import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { AuthContext, type AuthContextValue } from '../../app/auth/auth-context';
import { ApiError } from '../../lib/api-client';
import { changeLanguage } from '../../lib/i18n';
import { noteSessionEnd } from '../../lib/session-end';
import { makeSessionUser } from '../../test/fixtures';
import { LoginPage } from './login-page';

function renderLogin(login: AuthContextValue['login']) {
  const auth: AuthContextValue = {
    user: null,
    loading: false,
    isAuth: false,
    login,
    logout: vi.fn(),
    refreshUser: vi.fn(),
  };
  render(
    <MemoryRouter initialEntries={['/login']}>
      <SnackbarProvider>
        <AuthContext.Provider value={auth}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/tickets" element={<p>tickets page</p>} />
            <Route path="/" element={<p>dashboard page</p>} />
          </Routes>
        </AuthContext.Provider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha', { exact: true }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  it('lands on the tickets after signing in (the dashboard is not built yet)', async () => {
    const login = vi.fn().mockResolvedValue(makeSessionUser({ profile: 'admin' }));
    renderLogin(login);
    submit('ana@example.com', 'secret');
    expect(await screen.findByText('tickets page')).toBeVisible();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });

  it('says only "Credenciais inválidas" whatever went wrong', async () => {
    const login = vi.fn().mockRejectedValue(new ApiError(401, 'ERR_INVALID_CREDENTIALS', 'x'));
    renderLogin(login);
    submit('Ana@Example.com ', 'secret');
    expect(await screen.findByText('Credenciais inválidas')).toBeVisible();
    expect(login).toHaveBeenCalledWith('ana@example.com', 'secret');
  });

  it('says the subscription expired on its due date, in the user’s language', async () => {
    const expired = () =>
      new ApiError(401, 'ERR_SUBSCRIPTION_EXPIRED', 'Opss! ...', { dueDate: '2026-01-31' });
    renderLogin(vi.fn().mockRejectedValue(expired()));
    submit('ana@example.com', 'secret');
    expect(
      await screen.findByText(
        'Opss! Sua assinatura venceu 31/01/2026. Entre em contato com o Suporte para mais informações!',
      ),
    ).toBeVisible();
    cleanup();
    await changeLanguage('en');
    try {
      renderLogin(vi.fn().mockRejectedValue(expired()));
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
      fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
        target: { value: 'secret' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(
        await screen.findByText(
          'Oops! Your subscription expired on 31/01/2026. Please contact Support for more information.',
        ),
      ).toBeVisible();
    } finally {
      await changeLanguage('pt-BR');
    }
  });

  it("shows the server's text when the subscription has expired and no date came", async () => {
    const message =
      'Opss! Sua assinatura venceu 01/01/2026. Entre em contato com o Suporte para mais informações!';
    renderLogin(vi.fn().mockRejectedValue(new ApiError(401, 'ERR_SUBSCRIPTION_EXPIRED', message)));
    submit('ana@example.com', 'secret');
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('says the company is inactive when the password was right', async () => {
    const login = vi
      .fn()
      .mockRejectedValue(new ApiError(401, 'ERR_COMPANY_INACTIVE', 'Empresa inativa.'));
    renderLogin(login);
    submit('ana@example.com', 'secret');
    expect(
      await screen.findByText('Esta empresa está inativa. Entre em contato com o Suporte.'),
    ).toBeVisible();
    expect(screen.queryByText('Credenciais inválidas')).toBeNull();
  });

  it('says why the server ended the session it was reached from, once', async () => {
    noteSessionEnd(new ApiError(401, 'ERR_SUBSCRIPTION_EXPIRED', 'x', { dueDate: '2026-11-27' }));
    renderLogin(vi.fn());
    expect(
      screen.getByText(
        'Opss! Sua assinatura venceu 27/11/2026. Entre em contato com o Suporte para mais informações!',
      ),
    ).toBeVisible();
    cleanup();
    // a later visit starts clean; a session ended for any other reason says just that
    renderLogin(vi.fn());
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    noteSessionEnd(new ApiError(401, 'ERR_UNAUTHORIZED', 'Sessão encerrada.'));
    renderLogin(vi.fn());
    expect(screen.getByText('Sua sessão foi encerrada. Entre novamente.')).toBeVisible();
  });

  it('validates before calling the server', async () => {
    const login = vi.fn();
    renderLogin(login);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findAllByText('Obrigatório')).length).toBe(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('links to sign-up and password reset', () => {
    renderLogin(vi.fn());
    expect(screen.getByRole('link', { name: /Cadastre-se/ }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/forgetpsw',
    );
  });
});
