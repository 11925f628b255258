import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { InvoiceDTO, PixChargeDTO } from '@atende/shared';
import { SocketContext } from '../../app/auth/socket-provider';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { advanceTimers } from '../../test/timers';
import { CheckoutDialog } from './checkout-dialog';

// the payment event arrives over a real socket.io connection
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
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const INVOICE: InvoiceDTO = {
  id: 42,
  companyId: 3,
  detail: 'Plano Ouro',
  value: '199.90',
  dueDate: '2026-12-01',
  status: 'open',
  paidAt: null,
  createdAt: '2026-11-11T00:00:00.000Z',
};
const PIX: PixChargeDTO = {
  chargeId: 9,
  invoiceId: 42,
  provider: 'sandbox',
  qrcode: { qrcode: '00020101021226580014br.gov.bcb.pix0136abc6304ABCD' },
  valor: { original: '199.90' },
};
const subscribed = (call: FakeCall) =>
  call.method === 'POST' && call.path === '/subscription' ? { body: PIX } : undefined;
const BILLING = {
  name: 'Maria Souza',
  zipcode: '01001-000',
  address: 'Rua das Flores, 10',
  state: 'SP',
  city: 'São Paulo',
};

function renderCheckout(billing?: typeof BILLING) {
  const onClose = vi.fn();
  const { Providers } = renderProviders(
    makeSessionUser({}, { name: 'Plano Ouro', users: 10, connections: 5, queues: 8 }),
  );
  render(
    <Providers>
      <SocketContext.Provider value={socket}>
        <MemoryRouter initialEntries={['/financeiro']}>
          <Routes>
            <Route
              path="/financeiro"
              element={<CheckoutDialog invoice={INVOICE} billing={billing} onClose={onClose} />}
            />
            <Route path="/" element={<p>Página inicial</p>} />
          </Routes>
        </MemoryRouter>
      </SocketContext.Provider>
    </Providers>,
  );
  return { onClose, dialog: () => screen.getByRole('dialog', { name: 'Assinatura' }) };
}
const button = (name: string) => screen.getByRole('button', { name });
/** Whether the stepper shows a step as done: its ✓ instead of its number. */
const stepDone = (label: string) => {
  const step = screen.getByText(label).closest<HTMLElement>('.MuiStep-root')!;
  return within(step).queryByTestId('CheckCircleIcon') !== null;
};

describe('checkout dialog (spec 2 §2, §4)', { timeout: 15_000 }, () => {
  it('starts at the plan; Dados has no ✓ while its data is missing; PAGAR returns to it with the spec’s messages', async () => {
    const { calls } = fakeApi(subscribed);
    const { dialog } = renderCheckout();
    const plan = within(dialog());
    expect(plan.getByText('Plano Ouro')).toBeInTheDocument();
    expect(plan.getByText('Usuários: 10')).toBeInTheDocument();
    expect(plan.getByText('Filas: 8')).toBeInTheDocument();
    expect(plan.getByText(/R\$\s199,90/)).toBeInTheDocument();
    expect(button('VOLTAR')).toBeInTheDocument();

    fireEvent.click(button('SELECIONAR'));
    expect(await screen.findByText('Resumo da assinatura')).toBeInTheDocument();
    expect(stepDone('Personalizar')).toBe(true);
    expect(stepDone('Dados')).toBe(false);
    expect(
      within(screen.getByText('Dados').closest('.MuiStep-root')!).getByText('1'),
    ).toBeVisible();
    fireEvent.click(button('PAGAR'));
    expect(await screen.findByText('O nome completo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O Endereço é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Cidade é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('CEP é obrigatório')).toBeInTheDocument();
    expect(button('PRÓXIMO')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('pays the invoice with the company’s address and shows the Pix screen', async () => {
    const { calls } = fakeApi(subscribed);
    const { dialog } = renderCheckout(BILLING);
    fireEvent.click(button('SELECIONAR'));
    expect(await within(dialog()).findByText('Maria Souza')).toBeInTheDocument();
    // the company's saved address fills Dados: done
    expect(stepDone('Dados')).toBe(true);
    fireEvent.click(button('PAGAR'));
    expect(await screen.findByText(/^Total: R\$\s199,90$/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code do Pix' })).toBeInTheDocument();
    expect(screen.getByText(PIX.qrcode.qrcode)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Assinatura realizada com sucesso!, aguardando a realização do pagamento',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Maria Souza',
      address2: 'Rua das Flores, 10',
      city: 'São Paulo',
      state: 'SP',
      zipcode: '01001-000',
      country: 'BR',
      invoiceId: 42,
    });
  });

  it('the payment’s CONCLUIDA shows the renewal and returns to / after 4 seconds', async () => {
    fakeApi(subscribed);
    const { onClose } = renderCheckout(BILLING);
    fireEvent.click(button('SELECIONAR'));
    fireEvent.click(await screen.findByRole('button', { name: 'PAGAR' }));
    await screen.findByRole('img', { name: 'QR Code do Pix' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // another company's payment is not this checkout's
    server.emit('company-4-payment', {
      action: 'CONCLUIDA',
      invoice: INVOICE,
      dueDate: '2027-01-01',
    });
    server.emit('company-3-payment', {
      action: 'CONCLUIDA',
      invoice: INVOICE,
      dueDate: '2026-12-31',
    });
    const renewal = 'Pagamento confirmado! Sua assinatura foi renovada até 31/12/2026.';
    // fake timeouts stop waitFor: turn the event loop until the socket's event has rendered
    for (let turn = 0; turn < 5_000 && !screen.queryByText(renewal); turn++) {
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
    expect(screen.getByText(renewal)).toBeInTheDocument();
    expect(screen.queryByText(/01\/01\/2027/)).toBeNull();
    await advanceTimers(3_900);
    expect(screen.queryByText('Página inicial')).toBeNull();
    await advanceTimers(200);
    expect(screen.getByText('Página inicial')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    await act(async () => undefined);
  });
});
