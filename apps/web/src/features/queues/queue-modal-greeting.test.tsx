import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueueDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QueueModal } from './queue-modal';
import { answer, makeQueue, scheduleTypeRoute } from './queue-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const support = makeQueue(1, 'Atendimento', { greetingMessage: 'Olá!' });
const billing = makeQueue(2, 'Financeiro', { color: '#16A34A', greetingMessage: '' });
const required = 'Informe a mensagem de saudação: ela é obrigatória quando há mais de uma fila';

/** The dialog over a company whose queues are `queues`; POST and PUT echo the body. */
function renderModal(queues: QueueDTO[], queueId?: number) {
  const { calls } = fakeApi(
    scheduleTypeRoute('disabled'),
    answer('GET', '/queue', queues),
    answer('GET', '/queue-options', []),
    (call: FakeCall) => {
      const found = queues.find((q) => call.path === `/queue/${q.id}`);
      if (call.method === 'GET' && found) return { body: found };
      if (call.method === 'PUT' && found) return { body: { ...found, ...(call.body as object) } };
      if (call.method === 'POST' && call.path === '/queue') {
        return { body: { ...makeQueue(9, 'Nova'), ...(call.body as object) } };
      }
      return undefined;
    },
  );
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <QueueModal queueId={queueId} defaultColor="#101010" onClose={vi.fn()} />
    </Providers>,
  );
  return calls;
}

const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');
const greeting = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Mensagem de saudação/ });

describe('queue dialog greeting', { timeout: 20_000 }, () => {
  it('a second queue needs a greeting: the field says so and nothing is sent', async () => {
    const calls = renderModal([support]);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    await waitFor(() => expect(calls.some((c) => c.path === '/queue')).toBe(true));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Sem Saudacao' },
    });
    fireEvent.change(greeting(dialog), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText(required)).toBeVisible();
    expect(greeting(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    fireEvent.change(greeting(dialog), { target: { value: 'Bem-vindo!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Queue saved successfully')).toBeVisible();
    expect(writes(calls).map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Sem Saudacao', greetingMessage: 'Bem-vindo!' }),
    ]);
  });

  it('editing a queue while others exist: a blank greeting is refused', async () => {
    const calls = renderModal([support, billing], 2);
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await within(dialog).findByDisplayValue('Financeiro');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(required)).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('the company’s first queue may go without a greeting', async () => {
    const calls = renderModal([]);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Única' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Queue saved successfully')).toBeVisible();
    expect(writes(calls)).toHaveLength(1);
    expect(within(dialog).queryByText(required)).toBeNull();
  });
});
