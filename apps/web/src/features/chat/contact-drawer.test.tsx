import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { companyChannel } from '@atende/shared';
import { makeSessionUser, makeWhatsapp } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeTicket } from './chat-test-data';
import { ContactDrawer } from './contact-drawer';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const contact = { id: 5, name: 'Maria Cliente', number: '5511988887777', extraInfo: [] };

function renderDrawer(useSchedules = true) {
  const api = fakeApi((call) => {
    if (call.path === '/contacts/5') return { body: contact };
    if (call.path === '/ticket-notes/list') return { body: [] };
    if (call.path === '/whatsapp') {
      return {
        body: [
          makeWhatsapp({ id: 1, name: 'Telefone simulado' }),
          makeWhatsapp({ id: 2, name: 'Vendas' }),
        ],
      };
    }
    if (call.method === 'POST' && call.path === '/schedules') {
      return { body: { id: 40, ...(call.body as object) } };
    }
    return undefined;
  });
  const { Providers } = renderProviders(makeSessionUser({}, { useSchedules }));
  render(
    <Providers>
      <ContactDrawer
        open
        ticket={makeTicket({ whatsappId: 2 })}
        onClose={vi.fn()}
        onContactSaved={vi.fn()}
      />
    </Providers>,
  );
  return api;
}

describe('contact drawer', () => {
  it('schedules a message for the ticket’s contact without leaving the ticket', async () => {
    const api = renderDrawer();
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar contato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(dialog).getByRole('combobox', { name: 'Contato' })).toHaveValue(
      'Maria Cliente (5511988887777)',
    );
    // through the connection the customer already talks on
    expect(await within(dialog).findByRole('combobox', { name: 'Conexão' })).toHaveTextContent(
      'Vendas',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Lembrete da sua consulta amanhã' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/schedules');
    expect(sent?.body).toMatchObject({
      contactId: 5,
      body: 'Lembrete da sua consulta amanhã',
      whatsappId: 2,
    });
  }, 20_000);

  it('offers no scheduling when the plan has no schedules', async () => {
    renderDrawer(false);
    expect(await screen.findByRole('button', { name: 'Editar contato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agendar contato' })).toBeNull();
  });

  it('follows a rename made elsewhere while it is open', async () => {
    renderDrawer();
    const drawer = await screen.findByText('5511988887777');
    expect(await screen.findByText('Maria Cliente')).toBeVisible();
    act(() => {
      socket.handlers.get(companyChannel(makeSessionUser().companyId, 'contact'))!({
        action: 'update',
        contact: { ...contact, name: 'Maria Souza', email: 'maria@cliente.test' },
      });
    });
    expect(await screen.findByText('Maria Souza')).toBeVisible();
    expect(screen.queryByText('Maria Cliente')).toBeNull();
    expect(drawer).toBeVisible();
  });

  it('ignores an update of another contact', async () => {
    renderDrawer();
    expect(await screen.findByText('Maria Cliente')).toBeVisible();
    act(() => {
      socket.handlers.get(companyChannel(makeSessionUser().companyId, 'contact'))!({
        action: 'update',
        contact: { ...contact, id: 6, name: 'Outro Cliente' },
      });
    });
    expect(screen.getByText('Maria Cliente')).toBeVisible();
    expect(screen.queryByText('Outro Cliente')).toBeNull();
  });
});
