import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeSessionUser, makeWhatsapp } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { apiExample } from './api-examples';
import { MessagesApiPage } from './messages-api-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const connections = [
  makeWhatsapp({ id: 1, name: 'Vendas', token: 'token-vendas', isDefault: false }),
  makeWhatsapp({ id: 2, name: 'Suporte', token: 'token-suporte', isDefault: true }),
];

function server(call: FakeCall) {
  if (call.method === 'GET' && call.path === '/whatsapp') return { body: connections };
  if (call.method === 'POST' && call.path === '/messages/send') {
    const number =
      call.body instanceof FormData
        ? call.body.get('number')
        : (call.body as { number: string }).number;
    if (number === '5511000000000') {
      return {
        status: 400,
        body: {
          error: 'ERR_WAPP_INVALID_CONTACT',
          message: 'Este não é um número de WhatsApp válido',
          fields: { number: 'Este não é um número de WhatsApp válido' },
        },
      };
    }
    return {
      body: {
        message: 'Mensagem enviada',
        ticketId: 42,
        ticketStatus: 'closed',
        contactId: 5,
        messageIds: [9],
      },
    };
  }
  return undefined;
}

function renderPage(plan = { useExternalApi: true }) {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }, plan));
  render(
    <MemoryRouter initialEntries={['/messages-api']}>
      <Providers>
        <Routes>
          <Route path="/messages-api" element={<MessagesApiPage />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

describe('messages API page', { timeout: 15_000 }, () => {
  it("shows the default connection's token, in the examples too", async () => {
    fakeApi(server);
    renderPage();
    expect(await screen.findByDisplayValue('token-suporte')).toBeInTheDocument();
    const url = `${window.location.origin}/api/messages/send`;
    expect(screen.getByLabelText('cURL').textContent).toBe(
      apiExample('curl', { url, token: 'token-suporte' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Python' }));
    expect(screen.getByLabelText('Python').textContent).toContain(
      '"Authorization": "Bearer token-suporte"',
    );
  });

  it('sends the test text with the chosen token and names a refused number under its field', async () => {
    const { calls } = fakeApi(server);
    renderPage();
    await screen.findByDisplayValue('token-suporte');
    const form = screen.getByRole('form', { name: 'Mensagem de texto' });
    fireEvent.change(within(form).getByLabelText(/Número/), { target: { value: '5511999999999' } });
    fireEvent.change(within(form).getByLabelText(/Mensagem/), { target: { value: 'Teste' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensagem enviada com sucesso (atendimento 42)')).toBeVisible();
    const sent = calls.filter((c) => c.path === '/messages/send');
    expect(sent.map((c) => [c.body, c.authorization])).toEqual([
      [{ number: '5511999999999', body: 'Teste' }, 'Bearer token-suporte'],
    ]);

    fireEvent.change(within(form).getByLabelText(/Número/), { target: { value: '5511000000000' } });
    fireEvent.change(within(form).getByLabelText(/Mensagem/), { target: { value: 'Teste' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Este não é um número de WhatsApp válido')).toBeVisible();
  });

  it('checks the form before sending: digits only, and a file in the media form', async () => {
    const { calls } = fakeApi(server);
    renderPage();
    await screen.findByDisplayValue('token-suporte');
    const form = screen.getByRole('form', { name: 'Mensagem com arquivo' });
    fireEvent.change(within(form).getByLabelText(/Número/), { target: { value: '(11) 9999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(within(form).getByText('Escolha um arquivo')).toBeVisible();
    expect(calls.filter((c) => c.path === '/messages/send')).toEqual([]);
  });
});
