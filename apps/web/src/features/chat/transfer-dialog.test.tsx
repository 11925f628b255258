import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError } from '../../lib/api-client';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { ticketsApi } from '../tickets/tickets-api';
import { makeTicket } from './chat-test-data';
import { TransferDialog } from './transfer-dialog';

vi.mock('../tickets/tickets-api', () => ({ ticketsApi: { update: vi.fn() } }));
vi.mock('../queues/use-queues', () => ({
  useQueues: () => ({ data: [{ id: 2, name: 'Financeiro', color: '#16A34A' }] }),
}));
vi.spyOn(api, 'get').mockResolvedValue([]);

function renderDialog(onTransferred = vi.fn(), onClose = vi.fn(), onTransferring = vi.fn()) {
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <TransferDialog
        open
        ticket={makeTicket()}
        onClose={onClose}
        onTransferred={onTransferred}
        onTransferring={onTransferring}
      />
    </Providers>,
  );
  return { onTransferred, onClose, onTransferring };
}

async function chooseQueue() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Fila/ }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText('Financeiro'));
}

describe('transfer dialog', () => {
  it('asks the server to transfer later when minutes are given, and says when', async () => {
    const update = vi.mocked(ticketsApi.update).mockResolvedValue(makeTicket());
    const { onTransferred, onClose } = renderDialog();
    await chooseQueue();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(10, {
        queueId: 2,
        userId: null,
        transferAfterMinutes: 15,
      }),
    );
    expect(await screen.findByText('O ticket será transferido em 15 minutos')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(onTransferred).not.toHaveBeenCalled();
  }, 20_000);

  it('transfers at once without minutes', async () => {
    const moved = makeTicket({ queueId: 2, status: 'pending', userId: null });
    const update = vi.mocked(ticketsApi.update).mockResolvedValue(moved);
    const { onTransferred } = renderDialog();
    await chooseQueue();
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(onTransferred).toHaveBeenCalledWith(moved));
    expect(update).toHaveBeenLastCalledWith(10, { queueId: 2, userId: null });
  }, 20_000);

  it('tells the chat a transfer at once is under way before the answer, and when it failed', async () => {
    let refuse!: () => void;
    vi.mocked(ticketsApi.update).mockImplementation(
      () =>
        new Promise((_, reject) => {
          refuse = () => reject(new ApiError(409, 'ERR_TICKET_TAKEN', 'Já em atendimento'));
        }),
    );
    const { onTransferring, onTransferred } = renderDialog();
    await chooseQueue();
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    // the ticket's event may come before the answer: the chat already knows the move is its own
    await waitFor(() => expect(onTransferring.mock.calls).toEqual([[true]]));
    refuse();
    await waitFor(() => expect(onTransferring.mock.calls).toEqual([[true], [false]]));
    expect(onTransferred).not.toHaveBeenCalled();
  }, 20_000);

  it('names minutes it cannot take (negative, fractional, past a day) and sends nothing', async () => {
    const update = vi.mocked(ticketsApi.update).mockClear();
    renderDialog();
    await chooseQueue();
    const minutes = screen.getByRole('spinbutton');
    for (const value of ['-5', '1.5', '1441']) {
      fireEvent.change(minutes, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
      expect(screen.getByText('Informe um número inteiro de minutos, de 0 a 1440')).toBeVisible();
    }
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(minutes, { target: { value: '1440' } });
    expect(screen.queryByText('Informe um número inteiro de minutos, de 0 a 1440')).toBeNull();
  }, 20_000);
});
