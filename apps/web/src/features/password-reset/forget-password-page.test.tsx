import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { ForgetPasswordPage } from './forget-password-page';

afterEach(() => vi.unstubAllGlobals());

/** The server of the reset flow: SMTP configured or not, one known address, code 123456. */
function resetServer(enabled = true) {
  return (call: FakeCall) => {
    if (call.path === '/forgetpassword') return { body: { enabled } };
    if (decodeURIComponent(call.path) === '/forgetpassword/ana@demo.test') {
      return { body: { message: 'ok' } };
    }
    if (call.path.startsWith('/forgetpassword/')) {
      return {
        status: 404,
        body: { error: 'ERR_EMAIL_NOT_FOUND', message: 'Email não encontrado' },
      };
    }
    if (call.path.startsWith('/resetpasswords/')) {
      const { token } = call.body as { token: string };
      if (token === '123456') return { body: { message: 'Senha redefinida com sucesso' } };
      return {
        status: 400,
        body: {
          error: 'ERR_INVALID_RESET_CODE',
          message: 'Código inválido ou expirado',
          fields: { token: 'Código inválido ou expirado' },
        },
      };
    }
    return undefined;
  };
}

function renderPage() {
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <MemoryRouter initialEntries={['/forgetpsw']}>
      <Providers>
        <Routes>
          <Route path="/forgetpsw" element={<ForgetPasswordPage />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function sendCode(email: string) {
  type('Email', email);
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
}

describe('password reset page (/forgetpsw)', { timeout: 15_000 }, () => {
  it('says reset by e-mail is not configured when the server has no SMTP', async () => {
    fakeApi(resetServer(false));
    renderPage();
    expect(
      await screen.findByText(/A redefinição de senha por e-mail não está configurada/),
    ).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Não tem uma conta? Cadastre-se!' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('an unknown e-mail reads "Email não encontrado" and stays on step one', async () => {
    fakeApi(resetServer());
    renderPage();
    await screen.findByLabelText('Email');
    await sendCode('ninguem@demo.test');
    expect(await screen.findByText('Email não encontrado')).toBeVisible();
    expect(screen.queryByLabelText('Código')).toBeNull();
  });

  it('a wrong code is said once, under the Código field', async () => {
    fakeApi(resetServer());
    renderPage();
    await screen.findByLabelText('Email');
    await sendCode('ana@demo.test');
    await screen.findByLabelText('Código');
    type('Código', '654321');
    type('Nova senha', 'NovaSenha1');
    type('Confirme a nova senha', 'NovaSenha1');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Código inválido ou expirado')).toBeVisible();
    expect(screen.getByLabelText('Código')).toHaveAccessibleDescription(
      'Código inválido ou expirado',
    );
    expect(screen.queryByText(/Código inválido ou expirado\./)).toBeNull();
    expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enviamos um código para ana@demo.test. Ele vale por 1 hora.',
    ]);
  });

  it('e-mail, then code and new password in the body, then back to /login', async () => {
    const { calls } = fakeApi(resetServer());
    renderPage();
    await screen.findByLabelText('Email');
    await sendCode('ana@demo.test');
    expect(
      await screen.findByText('Enviamos um código para ana@demo.test. Ele vale por 1 hora.'),
    ).toBeVisible();

    type('Código', '123456');
    type('Nova senha', 'fraca');
    type('Confirme a nova senha', 'outra');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(
      await screen.findByText(
        'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.',
      ),
    ).toBeVisible();
    expect(screen.getByText('As senhas não correspondem')).toBeVisible();
    expect(calls.filter((c) => c.path.startsWith('/resetpasswords'))).toEqual([]);

    type('Código', '654321');
    type('Nova senha', 'NovaSenha1');
    type('Confirme a nova senha', 'NovaSenha1');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Código inválido ou expirado')).toBeVisible();

    type('Código', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('login page')).toBeVisible();
    const done = calls.filter((c) => c.path.startsWith('/resetpasswords')).at(-1)!;
    expect(done.method).toBe('POST');
    expect(decodeURIComponent(done.path)).toBe('/resetpasswords/ana@demo.test');
    expect(done.body).toEqual({ token: '123456', newPassword: 'NovaSenha1' });
    await waitFor(() => expect(screen.queryByText('Redefinir senha')).toBeNull());
  });

  it('"Enviar outro código" sends one to the same address; "Usar outro e-mail" keeps it typed', async () => {
    const { calls } = fakeApi(resetServer());
    renderPage();
    await screen.findByLabelText('Email');
    await sendCode('ana@demo.test');
    await screen.findByLabelText('Código');
    const requests = () =>
      calls.filter((c) => decodeURIComponent(c.path) === '/forgetpassword/ana@demo.test');
    expect(requests()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar outro código' }));
    expect(await screen.findByText('Enviamos outro código para ana@demo.test')).toBeVisible();
    expect(requests()).toHaveLength(2);
    expect(screen.getByLabelText('Código')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Usar outro e-mail' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@demo.test');
    expect(requests()).toHaveLength(2);
  });
});
