import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { CloudApiSettingsDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { makeWhatsapp } from '../../test/fixtures';
import { ConnectionForm } from './connection-form';
import {
  connectionToForm,
  emptyConnectionForm,
  formToInput,
  type ConnectionFormValues,
} from './connection-form-schema';

const STORED: CloudApiSettingsDTO = {
  phoneNumberId: '1234567890',
  businessAccountId: '555',
  accessTokenSet: true,
  appSecretSet: true,
  verifyTokenSet: true,
  webhookPath: '/api/webhooks/cloud-api/7',
};

function renderForm(
  initial: ConnectionFormValues,
  extra: { connectionId?: number; cloudApi?: CloudApiSettingsDTO } = {},
  onSubmit = vi.fn().mockResolvedValue(undefined),
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['queues'], []);
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ConnectionForm initial={initial} {...extra} onSubmit={onSubmit} onCancel={vi.fn()} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const chooseProvider = (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Provedor' }));
  fireEvent.click(screen.getByRole('option', { name }));
};
const CLOUD_LABELS = [
  'ID do número de telefone',
  'ID da conta do WhatsApp Business',
  'Token de acesso',
  'Chave secreta do app',
  'Token de verificação do webhook',
];

describe('connection form, official WhatsApp Cloud API', { timeout: 20_000 }, () => {
  it('shows the five settings only for the cloud-api provider, the webhook once saved', () => {
    renderForm({ ...emptyConnectionForm(), name: 'Oficial' });
    for (const label of CLOUD_LABELS) expect(screen.queryByLabelText(label)).toBeNull();
    chooseProvider('WhatsApp Cloud API (oficial)');
    for (const label of CLOUD_LABELS) expect(screen.getByLabelText(label)).toBeVisible();
    for (const label of CLOUD_LABELS.slice(2)) {
      expect(input(label).type).toBe('password');
      expect(input(label).value).toBe('');
    }
    expect(screen.getAllByText('Não definido.')).toHaveLength(3);
    expect(
      screen.getByText('O endereço do webhook para informar à Meta aparece depois de salvar.'),
    ).toBeVisible();
    chooseProvider('Telefone simulado (sandbox)');
    expect(screen.queryByLabelText('Token de acesso')).toBeNull();
  });

  it('asks for the phone number id and each secret, in digits where ids are numbers', async () => {
    const onSubmit = renderForm({
      ...emptyConnectionForm(),
      name: 'Oficial',
      provider: 'cloud-api',
    });
    save();
    await waitFor(() => expect(screen.getAllByText('Obrigatório')).toHaveLength(4));
    fireEvent.change(input('ID do número de telefone'), { target: { value: '12a4' } });
    save();
    expect(await screen.findByText('Somente números')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input('ID do número de telefone'), { target: { value: '1234' } });
    fireEvent.change(input('Token de acesso'), { target: { value: 'EAAG-token' } });
    fireEvent.change(input('Chave secreta do app'), { target: { value: 'app-secret' } });
    fireEvent.change(input('Token de verificação do webhook'), { target: { value: 'verify-me' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(formToInput(onSubmit.mock.calls[0][0]).cloudApi).toEqual({
      phoneNumberId: '1234',
      businessAccountId: '',
      accessToken: 'EAAG-token',
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
    });
  });

  it('never fills the stored secrets; left blank they are not sent, so the server keeps them', async () => {
    const existing = makeWhatsapp({ id: 7, provider: 'cloud-api', cloudApi: STORED });
    const onSubmit = renderForm(connectionToForm(existing), { connectionId: 7, cloudApi: STORED });
    expect(input('ID do número de telefone').value).toBe('1234567890');
    expect(input('ID da conta do WhatsApp Business').value).toBe('555');
    for (const label of CLOUD_LABELS.slice(2)) expect(input(label).value).toBe('');
    expect(screen.getAllByText('Definido. Deixe em branco para manter o atual.')).toHaveLength(3);
    const webhook = input('Endereço do webhook');
    expect(webhook.value).toBe(`${window.location.origin}/api/webhooks/cloud-api/7`);
    expect(webhook.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copiar endereço do webhook' })).toBeVisible();

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(formToInput(onSubmit.mock.calls[0][0]).cloudApi).toEqual({
      phoneNumberId: '1234567890',
      businessAccountId: '555',
    });
  });

  it("puts the server's cloudApi.* messages on their inputs, in the general tab", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(400, 'ERR_VALIDATION', 'x', {
        'cloudApi.accessToken': 'Required',
        'cloudApi.phoneNumberId': 'Invalid',
      }),
    );
    const existing = makeWhatsapp({ id: 7, provider: 'cloud-api', cloudApi: STORED });
    renderForm(connectionToForm(existing), { connectionId: 7, cloudApi: STORED }, onSubmit);
    fireEvent.click(screen.getByRole('tab', { name: 'Mensagens' }));
    save();
    expect(await screen.findByText('Inválido')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    expect(input('Token de acesso')).toHaveAccessibleDescription('Obrigatório');
    expect(input('ID do número de telefone')).toHaveAccessibleDescription('Inválido');
  });
});
