import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { ServiceWindowDTO, TicketDTO } from '@atende/shared';
import { SocketContext } from '../../app/auth/socket-provider';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeMessage, makeTicket } from './chat-test-data';
import { MessageInput } from './message-input';
import { useServiceWindowClosed } from './use-service-window';

// a real socket.io server and client carry the customer's message event
let server: Server;
let socket: Socket;
beforeAll(async () => {
  const http = createServer();
  server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
});
afterAll(async () => {
  socket.close();
  await server.close();
});

const CLOSED_TEXT =
  'A janela de 24 horas para responder este cliente está fechada; só é possível enviar um modelo aprovado.';
const windowOf = (open: boolean, expiresAt = '2099-03-10T12:00:00.000Z'): ServiceWindowDTO => ({
  enforced: true,
  open,
  lastInboundAt: '2099-03-09T12:00:00.000Z',
  expiresAt,
});
const cloudTicket = makeTicket({
  whatsapp: { id: 1, name: 'Oficial', status: 'CONNECTED', provider: 'cloud-api' },
});

const onTemplate = vi.fn();

function Composer({ ticket }: { ticket: TicketDTO }) {
  const windowClosed = useServiceWindowClosed(ticket);
  return (
    <MessageInput
      disabled={false}
      windowClosed={windowClosed}
      onTemplate={onTemplate}
      loading={false}
      userName="Ana"
      contactName="Maria"
      replyingTo={null}
      onCancelReply={vi.fn()}
      onSend={vi.fn()}
    />
  );
}

function renderComposer(ticket: TicketDTO, answers: ServiceWindowDTO[]) {
  const { calls } = fakeApi((call) =>
    call.path === `/tickets/${ticket.id}/service-window`
      ? { body: answers[Math.min(asked(), answers.length - 1)] }
      : undefined,
  );
  const asked = () => calls.filter((c) => c.path.endsWith('/service-window')).length - 1;
  const { Providers } = renderProviders(makeSessionUser({ companyId: 3 }));
  render(
    <Providers>
      <SocketContext.Provider value={socket}>
        <Composer ticket={ticket} />
      </SocketContext.Provider>
    </Providers>,
  );
  return { asked: () => asked() + 1 };
}

const box = () => screen.getByRole('textbox', { name: 'Mensagem' });
/** Resolves once the client has heard it, so the composer's own listener (older) has run. */
const customerWrites = (fromMe: boolean) =>
  act(async () => {
    const heard = new Promise((resolve) => socket.once('company-3-appMessage', resolve));
    server.emit('company-3-appMessage', {
      action: 'create',
      message: makeMessage({ id: 99, ticketId: cloudTicket.id, fromMe }),
      ticket: cloudTicket,
      contact: cloudTicket.contact,
    });
    await heard;
  });

describe('composer and the 24-hour service window', { timeout: 20_000 }, () => {
  it('says the window is closed and refuses free text, until the customer writes again', async () => {
    const api = renderComposer(cloudTicket, [windowOf(false), windowOf(true)]);
    expect(await screen.findByText(CLOSED_TEXT)).toBeVisible();
    expect(box()).toBeDisabled();
    expect(box()).toHaveAttribute('placeholder', 'Aguardando uma nova mensagem do cliente');
    expect(screen.getByRole('button', { name: 'Anexar arquivo' })).toBeDisabled();
    expect(api.asked()).toBe(1);
    // the way out: an approved template
    fireEvent.click(screen.getByRole('button', { name: 'Enviar modelo' }));
    expect(onTemplate).toHaveBeenCalledTimes(1);

    // our own message does not reopen it: no new question
    await customerWrites(true);
    expect(api.asked()).toBe(1);

    await customerWrites(false);
    await waitFor(() => expect(screen.queryByText(CLOSED_TEXT)).toBeNull());
    expect(box()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Enviar modelo' })).toBeNull();
    expect(api.asked()).toBe(2);
  });

  it('closes when an open window reaches its end, with nobody writing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const inAMinute = new Date(Date.now() + 60_000).toISOString();
      const api = renderComposer(cloudTicket, [windowOf(true, inAMinute), windowOf(false)]);
      await waitFor(() => expect(api.asked()).toBe(1));
      expect(box()).toBeEnabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(61_000);
      });
      expect(await screen.findByText(CLOSED_TEXT)).toBeVisible();
      expect(api.asked()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing for a channel without a window', async () => {
    const api = renderComposer(makeTicket(), [windowOf(false)]);
    expect(box()).toBeEnabled();
    await customerWrites(false);
    expect(api.asked()).toBe(0);
    expect(screen.queryByText(CLOSED_TEXT)).toBeNull();
  });
});
