import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDeliveryDTO, WebhookDTO } from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { webhooksApi } from './webhooks-api';
import { WebhooksPage } from './webhooks-page';

const paused: WebhookDTO = {
  id: 7,
  url: 'https://crm.exemplo.com/atende',
  description: 'CRM',
  events: ['message.created', 'ticket.closed'],
  active: true,
  status: 'paused',
  pausedAt: '2026-11-24T10:00:00.000Z',
  failureCount: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const delivery: WebhookDeliveryDTO = {
  id: 31,
  webhookId: 7,
  eventId: '6f1c1d1e-0000-4000-8000-000000000031',
  type: 'message.created',
  status: 'failed',
  attempts: 3,
  responseCode: 500,
  latencyMs: 42,
  responseExcerpt: 'erro interno do CRM',
  createdAt: '2026-11-24T09:00:00.000Z',
  deliveredAt: null,
};

function server(call: FakeCall) {
  if (call.method === 'GET' && call.path === '/webhooks') return { body: [paused] };
  if (call.method === 'POST' && call.path === '/webhooks') {
    const body = call.body as { url: string };
    if (body.url.includes('127.0.0.1')) {
      return {
        status: 400,
        body: {
          error: 'ERR_VALIDATION',
          message: 'url: Endereço privado, de loopback ou link-local não é permitido',
          fields: { url: 'Endereço privado, de loopback ou link-local não é permitido' },
        },
      };
    }
    return { body: { ...paused, id: 8, status: 'active', url: body.url, secret: 'whsec_uma-vez' } };
  }
  if (call.method === 'GET' && call.path === '/webhooks/7/deliveries') {
    return { body: { deliveries: [delivery], hasMore: false } };
  }
  if (call.method === 'POST' && call.path === '/webhooks/deliveries/31/redeliver') {
    return { body: { ...delivery, status: 'pending' } };
  }
  return undefined;
}

afterEach(async () => {
  await changeLanguage('pt-BR');
});

function renderPage() {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <WebhooksPage />
    </Providers>,
  );
}

describe('webhooks page', { timeout: 15_000 }, () => {
  it('lists the endpoints with their events and status', async () => {
    fakeApi(server);
    renderPage();
    expect(await screen.findByText('https://crm.exemplo.com/atende')).toBeVisible();
    expect(screen.getByText('Mensagem criada, Atendimento encerrado')).toBeVisible();
    expect(screen.getByText('Pausado')).toBeVisible();
  });

  it('adds an endpoint: checks the form, names a refused address, and shows the secret once', async () => {
    const { calls } = fakeApi(server);
    renderPage();
    await screen.findByText('https://crm.exemplo.com/atende');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    const dialog = await screen.findByRole('dialog');
    // no event chosen: the form says so before calling the server
    fireEvent.click(within(dialog).getByLabelText('Mensagem criada'));
    fireEvent.change(within(dialog).getByLabelText(/Endereço/), {
      target: { value: 'https://127.0.0.1/hook' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha ao menos um evento')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText('Atendimento encerrado'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Endereço privado, de loopback ou link-local não é permitido',
      ),
    ).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText(/Endereço/), {
      target: { value: 'https://erp.exemplo.com/hook' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByDisplayValue('whsec_uma-vez')).toBeVisible();
    expect(screen.getByText(/não será mostrado de novo/)).toBeVisible();
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts.at(-1)).toEqual({
      url: 'https://erp.exemplo.com/hook',
      description: '',
      events: ['ticket.closed'],
      active: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Concluído' }));
    await waitFor(() => expect(screen.queryByDisplayValue('whsec_uma-vez')).toBeNull());
  });

  it('shows the delivery log and redelivers one', async () => {
    const { calls } = fakeApi(server);
    renderPage();
    await screen.findByText('https://crm.exemplo.com/atende');
    fireEvent.click(screen.getByRole('button', { name: 'Entregas' }));
    const row = await screen.findByTestId('delivery-row');
    expect(within(row).getByText('Falhou')).toBeVisible();
    expect(within(row).getByText('500')).toBeVisible();
    expect(within(row).getByText('42 ms')).toBeVisible();
    expect(within(row).getByText('erro interno do CRM')).toBeVisible();
    fireEvent.click(within(row).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Entrega reenviada')).toBeVisible();
    expect(calls.some((c) => c.path === '/webhooks/deliveries/31/redeliver')).toBe(true);
  });

  it('a test is one at a time, and its failure is said in words', async () => {
    const answers: WebhookDeliveryDTO[] = [
      {
        ...delivery,
        type: 'ping',
        responseCode: null,
        responseExcerpt: 'Conexão recusada pelo endereço (connect ECONNREFUSED 10.0.0.9:443)',
      },
      { ...delivery, type: 'ping', responseCode: 500, responseExcerpt: 'erro interno' },
    ];
    let release: () => void = () => undefined;
    // the receiver takes its time: the answer comes when the test says so
    const sent = vi.spyOn(webhooksApi, 'test').mockImplementation(
      () =>
        new Promise((resolve) => {
          const answer = answers.shift()!;
          release = () => resolve(answer);
        }),
    );
    fakeApi(server);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Enviar teste' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(
      await screen.findByText(
        'O teste falhou: Conexão recusada pelo endereço (connect ECONNREFUSED 10.0.0.9:443)',
      ),
    ).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByText('O teste falhou: o endereço respondeu 500')).toBeVisible();
    expect(sent).toHaveBeenCalledTimes(2);
    sent.mockRestore();
  });

  it('in English, the reason the server wrote in Portuguese reads in English', async () => {
    await changeLanguage('en');
    const refused: WebhookDeliveryDTO = {
      ...delivery,
      responseCode: null,
      responseExcerpt: 'Conexão recusada pelo endereço (connect ECONNREFUSED 10.0.0.9:443)',
    };
    const timedOut = {
      ...refused,
      id: 32,
      responseExcerpt: 'Sem resposta no tempo limite (timeout)',
    };
    const sent = vi.spyOn(webhooksApi, 'test').mockResolvedValue({ ...refused, type: 'ping' });
    fakeApi((call) =>
      call.method === 'GET' && call.path === '/webhooks/7/deliveries'
        ? { body: { deliveries: [refused, timedOut], hasMore: false } }
        : server(call),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(
      await screen.findByText(
        'The test failed: Connection refused by the address (connect ECONNREFUSED 10.0.0.9:443)',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Deliveries' }));
    const [first, second] = await screen.findAllByTestId('delivery-row');
    expect(
      within(first!).getByText(
        'Connection refused by the address (connect ECONNREFUSED 10.0.0.9:443)',
      ),
    ).toBeVisible();
    expect(within(second!).getByText('No answer within the time limit (timeout)')).toBeVisible();
    sent.mockRestore();
  });
});
