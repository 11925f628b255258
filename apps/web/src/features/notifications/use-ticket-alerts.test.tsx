import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { companyChannel, type ServerEvents } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { socket } from '../../test/socket-provider-mock';
import { makeTicket } from '../tickets/ticket-test-data';
import { playAlertSound } from './alert-sound';
import { useTicketAlerts } from './use-ticket-alerts';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
vi.mock('./alert-sound', () => ({ playAlertSound: vi.fn() }));

const ME = 7;
const me = makeSessionUser({ id: ME, profile: 'user' });

function Alerts() {
  useTicketAlerts();
  return null;
}

function renderAlerts() {
  fakeApi(() => ({ body: [] }));
  const { Providers } = renderProviders(me);
  render(
    <Providers>
      <MemoryRouter>
        <Alerts />
      </MemoryRouter>
    </Providers>,
  );
}

function serverSays(payload: ServerEvents['ticket']) {
  act(() => socket.handlers.get(companyChannel(me.companyId, 'ticket'))!(payload));
}

const maria = { ...makeTicket().contact, name: 'Maria Souza' };

describe('ticket alerts: a ticket given to this user', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(playAlertSound).mockClear();
  });

  it('rings and says who gave which ticket', async () => {
    renderAlerts();
    serverSays({
      action: 'update',
      ticket: makeTicket({ id: 5, status: 'open', userId: ME, contact: maria }),
      transferredBy: { id: 2, name: 'Ana Admin' },
    });
    expect(
      await screen.findByText('Ana Admin transferiu para você o atendimento de Maria Souza.'),
    ).toBeVisible();
    expect(playAlertSound).toHaveBeenCalledTimes(1);
  });

  it('stays quiet on a transfer to someone else, or an update nobody gave', async () => {
    renderAlerts();
    serverSays({
      action: 'update',
      ticket: makeTicket({ id: 6, status: 'open', userId: 99, contact: maria }),
      transferredBy: { id: 2, name: 'Ana Admin' },
    });
    serverSays({
      action: 'update',
      ticket: makeTicket({ id: 7, status: 'open', userId: ME, contact: maria }),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/transferiu para você/)).toBeNull();
    expect(playAlertSound).not.toHaveBeenCalled();
  });

  it('tells the holder who resolved their ticket, quietly, and nobody else', async () => {
    renderAlerts();
    serverSays({
      action: 'update',
      ticket: makeTicket({ id: 8, status: 'closed', userId: 2, contact: maria }),
      closedBy: { id: 2, name: 'Ana Admin', holderId: 99 },
    });
    serverSays({
      action: 'update',
      ticket: makeTicket({ id: 9, status: 'closed', userId: ME, contact: maria }),
      closedBy: { id: 2, name: 'Ana Admin', holderId: ME },
    });
    expect(
      await screen.findByText('Ana Admin finalizou o atendimento de Maria Souza.'),
    ).toBeVisible();
    expect(screen.getAllByText(/finalizou o atendimento/)).toHaveLength(1);
    expect(playAlertSound).not.toHaveBeenCalled();
  });
});
