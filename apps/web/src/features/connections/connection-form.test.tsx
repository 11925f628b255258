import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { ApiError } from '../../lib/api-client';
import { ConnectionForm } from './connection-form';
import {
  connectionToForm,
  emptyConnectionForm,
  formToInput,
  type ConnectionFormValues,
} from './connection-form-schema';
import { makeWhatsapp } from '../../test/fixtures';

function renderForm(
  onSubmit = vi.fn().mockResolvedValue(undefined),
  initial: ConnectionFormValues = emptyConnectionForm(),
  token?: string,
) {
  // the queues are already cached: no request leaves the test
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    ['queues'],
    [
      { id: 1, name: 'Atendimento', color: '#123456' },
      { id: 2, name: 'Financeiro', color: '#654321' },
    ],
  );
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ConnectionForm initial={initial} token={token} onSubmit={onSubmit} onCancel={vi.fn()} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const nameInput = () => screen.getByLabelText('Nome');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

// a large MUI form: rendering it in jsdom takes a while on a busy machine
describe('connection form', { timeout: 20_000 }, () => {
  it('starts with the spec defaults', () => {
    renderForm();
    expect((screen.getByLabelText(/Quantidade máxima/) as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText(/Encerrar chats abertos/) as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText(/Tempo para envio do chatbot/) as HTMLInputElement).value).toBe(
      '0',
    );
    // what 0 means, and what happens past the limit, is said under the fields
    expect(screen.getByLabelText(/Quantidade máxima/)).toHaveAccessibleDescription(
      'Respostas fora do menu antes de o chatbot parar e deixar o cliente para uma pessoa. 0 = sem limite.',
    );
    expect(screen.getByLabelText(/Tempo para envio do chatbot/)).toHaveAccessibleDescription(
      'Depois de um menu, o chatbot espera este tempo antes de falar de novo. 0 = sem espera.',
    );
    // the spec's default provider: a phone paired by QR code
    expect(screen.getByRole('combobox', { name: 'Provedor' }).textContent).toBe(
      'WhatsApp (QR code)',
    );
  });

  it('requires a name of 2 to 50 characters before calling the server', async () => {
    const onSubmit = renderForm();
    save();
    expect(await screen.findByText('Obrigatório')).toBeVisible();
    fireEvent.change(nameInput(), { target: { value: 'A' } });
    save();
    expect(await screen.findByText('Muito curto!')).toBeVisible();
    fireEvent.change(nameInput(), { target: { value: 'A'.repeat(51) } });
    save();
    expect(await screen.findByText('Muito longo!')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values with numbers as numbers', async () => {
    const onSubmit = renderForm();
    fireEvent.change(nameInput(), { target: { value: '  Loja Centro ' } });
    fireEvent.change(screen.getByLabelText(/Encerrar chats abertos/), { target: { value: '30' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({
      name: 'Loja Centro',
      provider: 'beta',
      expiresTicket: 30,
      maxUseBotQueues: 3,
      timeUseBotQueues: 0,
      isDefault: false,
    });
    expect(formToInput(values)).not.toHaveProperty('token');
    expect(formToInput(values).timeToTransfer).toBeNull();
  });

  it('asks for a greeting when the connection has more than one queue', async () => {
    const initial = { ...emptyConnectionForm(), name: 'Loja', queueIds: [1, 2] };
    const onSubmit = renderForm(undefined, initial);
    save();
    expect(await screen.findByText('Obrigatório')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Mensagem de saudação/), {
      target: { value: 'Olá! Escolha uma fila.' },
    });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it("puts the server's field messages on the inputs", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'ERR_WAPP_GREETING_REQUIRED', 'x', { greetingMessage: 'Obrigatório' }),
      );
    renderForm(onSubmit, { ...emptyConnectionForm(), name: 'Loja' });
    save();
    expect(await screen.findByText('Obrigatório')).toBeVisible();
  });

  it('is in three tabs, and a refused field shows its tab', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'ERR_VALIDATION', 'x', { maxUseBotQueues: 'Invalid number' }),
      );
    renderForm(onSubmit, { ...emptyConnectionForm(), name: 'Loja' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Geral',
      'Mensagens',
      'Chatbot e tempos',
    ]);
    expect(screen.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Quantidade máxima/)).not.toBeVisible();
    save();
    expect(await screen.findByText('Número inválido')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Chatbot e tempos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(/Quantidade máxima/)).toBeVisible();
  });

  it('a transfer delay is asked only with a transfer queue, which lists the company’s queues', async () => {
    const onSubmit = renderForm(undefined, { ...emptyConnectionForm(), name: 'Loja' });
    fireEvent.click(screen.getByRole('tab', { name: 'Chatbot e tempos' }));
    const delay = screen.getByLabelText(/Transferir após/);
    expect(delay).toBeDisabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Fila de transferência/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Financeiro' }));
    expect(delay).toBeEnabled();
    fireEvent.change(delay, { target: { value: '15' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(formToInput(onSubmit.mock.calls[0][0])).toMatchObject({
      transferQueueId: 2,
      timeToTransfer: 15,
    });
  });

  it('shows a backend code such as ERR_NO_OTHER_WHATSAPP as a toast', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, 'ERR_NO_OTHER_WHATSAPP', 'x'));
    renderForm(onSubmit, { ...emptyConnectionForm(), name: 'Loja' });
    save();
    expect(
      await screen.findByText('Ocorreu um erro: Deve haver pelo menos uma conexão padrão.'),
    ).toBeVisible();
  });

  it('fills an existing connection and shows its token read-only', () => {
    const existing = makeWhatsapp({
      name: 'Loja',
      provider: 'sandbox',
      greetingMessage: 'Oi',
      maxUseBotQueues: 5,
      queues: [{ id: 1, name: 'Atendimento', color: '#123456' }],
      queueIds: [1],
    });
    renderForm(undefined, connectionToForm(existing), 'abc123');
    expect((nameInput() as HTMLInputElement).value).toBe('Loja');
    expect((screen.getByLabelText(/Quantidade máxima/) as HTMLInputElement).value).toBe('5');
    expect(screen.getByRole('combobox', { name: 'Provedor' }).textContent).toBe(
      'Telefone simulado (sandbox)',
    );
    const token = screen.getByLabelText('Token da API externa') as HTMLInputElement;
    expect(token.value).toBe('abc123');
    expect(token.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copiar token' })).toBeVisible();
  });
});
