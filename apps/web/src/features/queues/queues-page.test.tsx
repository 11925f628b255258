import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ServerEvents } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { QueuesPage } from './queues-page';
import { answer, makeQueue, scheduleTypeRoute } from './queue-test-kit';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const support = makeQueue(1, 'Atendimento', {
  color: '#2563EB',
  greetingMessage: 'Olá! Como podemos ajudar?',
});
const billing = makeQueue(2, 'Financeiro', { color: '#16A34A' });

function renderPage() {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <QueuesPage />
    </Providers>,
  );
}

const emit = (event: ServerEvents['queue']) =>
  act(() => socket.handlers.get('company-3-queue')?.(event));
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('queues page', { timeout: 15_000 }, () => {
  it('lists id, name, colour, order, greeting and the row actions', async () => {
    fakeApi(answer('GET', '/queue', [support, billing]));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Filas & Chatbot' })).toBeVisible();
    await screen.findByText('Atendimento');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Nome',
      'Cor',
      'Ordem',
      'Mensagem de saudação',
      'Ações',
    ]);
    const row = screen.getByRole('row', { name: /Atendimento/ });
    expect(row).toHaveTextContent('#2563EB');
    expect(row).toHaveTextContent('Olá! Como podemos ajudar?');
    expect(within(row).getByRole('button', { name: 'Editar fila Atendimento' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Excluir fila Atendimento' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('follows company-{id}-queue: create and update upsert in menu order, delete removes', async () => {
    fakeApi(answer('GET', '/queue', [support, billing]));
    renderPage();
    await screen.findByText('Financeiro');
    emit({ action: 'create', queue: makeQueue(5, 'Vendas', { orderQueue: null }) });
    emit({ action: 'update', queue: { ...billing, name: 'Cobrança', orderQueue: 0 } });
    await waitFor(() => expect(rowNames()).toEqual(['Cobrança', 'Atendimento', 'Vendas']));
    emit({ action: 'delete', queueId: 1 });
    await waitFor(() => expect(rowNames()).toEqual(['Cobrança', 'Vendas']));
  });

  it('deletes a queue after the spec’s confirmation', async () => {
    const { calls } = fakeApi(
      answer('GET', '/queue', [support, billing]),
      answer('DELETE', '/queue/2', { message: 'Fila excluída' }),
    );
    renderPage();
    await screen.findByText('Financeiro');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir fila Financeiro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(confirm).toHaveTextContent(
      'Deseja realmente excluir esse registro? Os atendimentos desta fila continuam, sem fila; os prompts desta fila são excluídos com ela.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
    await waitFor(() => expect(rowNames()).toEqual(['Atendimento']));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/queue/2']);
  });

  it('opens the modal on a colour no queue uses and lists the new queue once saved', async () => {
    const created = makeQueue(9, 'Vendas', { color: '#F44336' });
    const stored = [support, makeQueue(3, 'Vermelha', { color: '#E57373' })];
    const { calls } = fakeApi(
      (call) => (call.method === 'GET' && call.path === '/queue' ? { body: stored } : undefined),
      scheduleTypeRoute('disabled'),
      (call) => {
        if (call.method !== 'POST' || call.path !== '/queue') return undefined;
        stored.push(created);
        return { body: created };
      },
      answer('GET', '/queue-options', []),
    );
    renderPage();
    await screen.findByText('Vermelha');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar fila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    expect(within(dialog).getByRole('textbox', { name: 'Cor' })).toHaveValue('#F44336');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Vendas' },
    });
    // other queues exist: the greeting is required (spec 2 §5)
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mensagem de saudação/ }), {
      target: { value: 'Bem-vindo às vendas!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Queue saved successfully')).toBeVisible();
    // saved, the modal stays open on the new queue so its menu can be built
    expect(await screen.findByRole('dialog', { name: 'Editar fila' })).toBeVisible();
    expect(await within(dialog).findByText(/Nenhuma opção/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Vendas',
      color: '#F44336',
      orderQueue: null,
      greetingMessage: 'Bem-vindo às vendas!',
      integrationId: null,
      promptId: null,
    });
    expect(rowNames()).toEqual(['Atendimento', 'Vermelha', 'Vendas']);
  });
});
