import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { SessionUserDTO, WhatsappDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { NewTicketModal } from './new-ticket-modal';
import { makeTicket } from './ticket-test-data';

const mocks = vi.hoisted(() => ({
  create: vi.fn(),
  contactsList: vi.fn(),
  whatsapps: vi.fn(),
}));
vi.mock('./tickets-api', () => ({ ticketsApi: { create: mocks.create } }));
vi.mock('../contacts/contacts-api', () => ({ contactsApi: { list: mocks.contactsList } }));
vi.mock('../connections/whatsapps-api', () => ({ whatsappsApi: { list: mocks.whatsapps } }));
vi.mock('../queues/use-queues', () => ({ useQueues: () => ({ data: undefined }) }));
vi.mock('../contacts/contact-modal', () => ({ ContactModal: () => null }));

const support = { id: 1, name: 'Atendimento', color: '#2563EB' };
const billing = { id: 2, name: 'Financeiro', color: '#16A34A' };
const contact = { id: 30, name: 'Carla Cliente', number: '5511988887777' };

function OpenedTicket() {
  return <p>ticket {useParams().ticketId}</p>;
}

function renderModal(user: SessionUserDTO, onClose = vi.fn()) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <MemoryRouter initialEntries={['/tickets']}>
        <Routes>
          <Route
            path="/tickets"
            element={<NewTicketModal open initialContact={contact} onClose={onClose} />}
          />
          <Route path="/tickets/:ticketId" element={<OpenedTicket />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return onClose;
}

const agent = makeSessionUser({ id: 5, profile: 'user', queues: [support, billing] });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

async function chooseQueue(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fila' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.whatsapps.mockResolvedValue([
    { id: 3, name: 'Outro', isDefault: false },
    { id: 4, name: 'Telefone simulado', isDefault: true },
  ] as WhatsappDTO[]);
});

describe('NewTicketModal', () => {
  it('asks a user for a queue ("Selecione uma fila")', async () => {
    renderModal(agent);
    save();
    expect(await screen.findByText('Selecione uma fila')).toBeVisible();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('creates an open ticket on the default connection and opens it', async () => {
    mocks.create.mockResolvedValue(makeTicket({ id: 9, uuid: 'uuid-9', status: 'open' }));
    const onClose = renderModal(agent);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Conexão' }).textContent).toBe(
        'Telefone simulado',
      ),
    );
    await chooseQueue('Financeiro');
    save();
    expect(await screen.findByText('ticket uuid-9')).toBeVisible();
    expect(mocks.create).toHaveBeenCalledWith({
      contactId: 30,
      queueId: 2,
      whatsappId: 4,
      userId: 5,
      status: 'open',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('disables Salvar while creating and says a refusal once', async () => {
    let refuse: (err: Error) => void = () => undefined;
    mocks.create.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderModal(agent);
    await chooseQueue('Financeiro');
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    refuse(new ApiError(400, 'ERR_TEST_REFUSED', 'Conexão indisponível.'));
    const text = 'Ocorreu um erro: Conexão indisponível.';
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('lets an admin go without a queue', async () => {
    mocks.create.mockResolvedValue(makeTicket({ uuid: 'uuid-1', status: 'open' }));
    renderModal(makeSessionUser({ id: 7, profile: 'admin' }));
    await waitFor(() => expect(mocks.whatsapps).toHaveBeenCalled());
    save();
    expect(await screen.findByText('ticket uuid-1')).toBeVisible();
    expect(mocks.create.mock.calls[0][0]).toMatchObject({ queueId: null, userId: 7 });
  });

  it("names the owner and queue of another user's open ticket", async () => {
    const holder = { id: 2, uuid: 'u-2', userId: 8, user: { name: 'Bruno' }, queue: support };
    mocks.create.mockRejectedValue(
      new ApiError(409, 'ERR_OTHER_OPEN_TICKET', JSON.stringify(holder)),
    );
    const onClose = renderModal(agent);
    await chooseQueue('Atendimento');
    save();
    expect(
      await screen.findByText('Este contato já está em atendimento com Bruno na fila Atendimento.'),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir atendimento' }));
    expect(await screen.findByText('ticket u-2')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });

  it('says an unassigned open ticket is waiting in its queue, and opens it', async () => {
    const holder = { id: 3, uuid: 'u-3', userId: null, user: null, queue: billing };
    mocks.create.mockRejectedValue(
      new ApiError(409, 'ERR_OTHER_OPEN_TICKET', JSON.stringify(holder)),
    );
    renderModal(agent);
    await chooseQueue('Atendimento');
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Este contato já tem um atendimento aguardando na fila Financeiro.Abrir atendimento',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Abrir atendimento' }));
    expect(await screen.findByText('ticket u-3')).toBeVisible();
  });

  it('opens my own open ticket instead', async () => {
    const holder = { id: 2, uuid: 'u-mine', userId: 5, user: { name: 'Eu' }, queue: support };
    mocks.create.mockRejectedValue(
      new ApiError(409, 'ERR_OTHER_OPEN_TICKET', JSON.stringify(holder)),
    );
    const onClose = renderModal(agent);
    await chooseQueue('Atendimento');
    save();
    expect(await screen.findByText('ticket u-mine')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });
});
