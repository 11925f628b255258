import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NotifyUserDTO, UserDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { NotifyUserDialog } from './notify-user-dialog';

afterEach(() => vi.unstubAllGlobals());

const user = (id: number, name: string) => ({
  ...makeSessionUser({ id, name }),
  company: undefined,
});
const USERS = [user(7, 'Ana Admin'), user(8, 'Bruno Agente'), user(9, 'Carla Caixa')] as UserDTO[];
const usersRoute = (call: FakeCall) =>
  call.method === 'GET' && call.path === '/users/list' ? { body: USERS } : undefined;
const saved = (call: FakeCall) => {
  if (call.method !== 'POST' && call.method !== 'PUT') return undefined;
  const body = call.body as { userId: number; isActive: boolean; whatsappNumber: string };
  return {
    body: {
      id: 5,
      userId: body.userId,
      name: 'x',
      whatsappNumber: body.whatsappNumber,
      active: body.isActive,
    },
  };
};

function renderDialog(props: { record?: NotifyUserDTO; takenUserIds?: number[] } = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <NotifyUserDialog
        record={props.record}
        takenUserIds={props.takenUserIds ?? []}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Providers>,
  );
  return { onClose, onSaved };
}

const ok = () => screen.getByRole('button', { name: 'OK' });
const number = () => screen.getByRole('textbox', { name: 'Número do WhatsApp' });
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
};

describe('notify-user dialog', { timeout: 15_000 }, () => {
  it('adds: OK stays disabled until a user and a number are given; active starts enabled', async () => {
    const { calls } = fakeApi(usersRoute, saved);
    const { onClose, onSaved } = renderDialog({ takenUserIds: [7] });
    expect(
      screen.getByRole('heading', { name: 'Adicionar usuário para notificação' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Ativo');
    expect(number()).toHaveAttribute('placeholder', '5511999999999');
    expect(ok()).toBeDisabled();

    fireEvent.change(number(), { target: { value: '5511988887777' } });
    expect(ok()).toBeDisabled(); // no user yet
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Usuário' }));
    const listbox = screen.getByRole('listbox');
    // a user already receiving the notices is shown but cannot be chosen twice
    expect(
      await within(listbox).findByRole('option', { name: 'Ana Admin (já recebe)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Bruno Agente' }));
    expect(ok()).toBeEnabled();
    fireEvent.change(number(), { target: { value: '   ' } });
    expect(ok()).toBeDisabled(); // blank number
    fireEvent.change(number(), { target: { value: '5511988887777' } });
    await pick('Status', 'Inativo');
    fireEvent.click(ok());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Destinatário salvo com sucesso!')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/notify/user',
      body: { userId: 8, isActive: false, whatsappNumber: '5511988887777' },
    });
  });

  it('refuses a number with anything but digits before sending it', async () => {
    const { calls } = fakeApi(usersRoute, saved);
    const { onClose } = renderDialog();
    await pick('Usuário', 'Carla Caixa');
    fireEvent.change(number(), { target: { value: '(11) 98888-7777' } });
    fireEvent.click(ok());
    expect(
      await screen.findByText('Use apenas números, com o código do país e o DDD'),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits: the user, number and status come preselected, and PUT saves them', async () => {
    const { calls } = fakeApi(usersRoute, saved);
    const record = {
      id: 5,
      userId: 9,
      name: 'Carla Caixa',
      whatsappNumber: '5521977776666',
      active: false,
    };
    const { onClose } = renderDialog({ record, takenUserIds: [9] });
    expect(screen.getByRole('heading', { name: 'Editar usuário para notificação' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Usuário' })).toHaveTextContent('Carla Caixa'),
    );
    expect(number()).toHaveValue('5521977776666');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inativo');
    expect(ok()).toBeEnabled();
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/notify/user/5',
      body: { userId: 9, isActive: false, whatsappNumber: '5521977776666' },
    });
  });
});
