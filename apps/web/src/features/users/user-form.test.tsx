import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserFormValues } from '@atende/shared';
import { makeSessionUser, makeWhatsapp } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { UserForm } from './user-form';
import { emptyUserForm } from './user-form-schema';

beforeEach(() => {
  fakeApi((call) =>
    call.path === '/whatsapp'
      ? {
          body: [
            makeWhatsapp({ id: 4, name: 'Telefone da loja' }),
            makeWhatsapp({ id: 5, name: 'Suporte' }),
          ],
        }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

const ana: UserFormValues = { ...emptyUserForm(), name: 'Ana Lima', email: 'ana@demo.test' };

function renderForm(ownEmail?: string) {
  const onSubmit = vi.fn(async () => undefined);
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <UserForm
        initial={ana}
        editing
        canEditProfile={false}
        canEditQueues={false}
        ownEmail={ownEmail}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />
    </Providers>,
  );
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('user form', { timeout: 15_000 }, () => {
  it('asks users editing themselves for the current password to change password or e-mail', async () => {
    const onSubmit = renderForm('ana@demo.test');
    type('Senha', 'NovaSenha1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const helper = await screen.findByText('Obrigatório');
    expect(helper.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toBe(
      'Senha atual',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    type('Senha atual', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ password: 'NovaSenha1', currentPassword: 'demo1234' }),
    ]);
  });

  it('shows the password policy for a weak new password, in the user’s language', async () => {
    renderForm('ana@demo.test');
    type('Senha', 'fraquinha');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const policy = await screen.findByText(/Sua senha precisa ter/);
    expect(policy.textContent).toBe(
      'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.',
    );
  });

  it('has no current-password field when an admin edits someone else', () => {
    renderForm(undefined);
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
    expect(screen.getAllByLabelText(/Senha/).map((e) => e.getAttribute('name'))).toEqual([
      'password',
    ]);
  });

  it('keeps the user’s number and default connection', async () => {
    const onSubmit = renderForm(undefined);
    type('Número', '5511977776666');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Conexão padrão' }));
    const listbox = screen.getByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Suporte' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nenhuma', 'Telefone da loja', 'Suporte']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Suporte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ number: '5511977776666', whatsappId: 5 }),
    ]);
  });
});
