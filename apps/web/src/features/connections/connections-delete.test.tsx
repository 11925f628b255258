import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeSessionUser, makeWhatsapp } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { ConnectionsPage } from './connections-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const deletes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'DELETE').map((c) => `${c.path}?${c.query}`);

/** The connections page over a server that refuses the first delete with `code`. */
async function deleteRefusedWith(code: string) {
  const retired = makeWhatsapp({ id: 4, name: 'Número antigo', isDefault: false });
  const { calls } = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/whatsapp') return { body: [retired] };
    if (call.method === 'DELETE' && call.path === '/whatsapp/4') {
      return call.query.get('deleteTickets') === 'true'
        ? { body: { message: 'Whatsapp deleted.' } }
        : { status: 409, body: { error: code, message: 'Esta conexão tem 3 ...' } };
    }
    return undefined;
  });
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <ConnectionsPage />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Excluir conexão' }));
  const first = await screen.findByRole('dialog', { name: 'Excluir' });
  expect(first).toHaveTextContent('Tem certeza? Essa ação não pode ser revertida.');
  fireEvent.click(within(first).getByRole('button', { name: 'Excluir' }));
  return calls;
}

/** Confirms the second question; the connection leaves the list after the second call. */
async function deleteAll(second: HTMLElement, calls: FakeCall[]) {
  expect(second).toHaveTextContent('Número antigo');
  expect(screen.getByText('Número antigo', { selector: 'td' })).toBeVisible();
  fireEvent.click(within(second).getByRole('button', { name: 'Excluir tudo' }));
  expect(await screen.findByText('Conexão excluída com sucesso!')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Número antigo', { selector: 'td' })).toBeNull());
  expect(deletes(calls)).toEqual(['/whatsapp/4?', '/whatsapp/4?deleteTickets=true']);
}

describe('deleting a connection', () => {
  it('asks again, naming what goes with it, when the connection has tickets', async () => {
    const calls = await deleteRefusedWith('ERR_WAPP_HAS_TICKETS');
    const second = await screen.findByRole('dialog', { name: 'Excluir conexão e atendimentos' });
    expect(second).toHaveTextContent(
      'Esta conexão tem atendimentos. Excluí-la apaga também as conversas, as mensagens e os agendamentos deles',
    );
    await deleteAll(second, calls);
  });

  it('asks again when the connection has schedules not sent yet, saying they will not go out', async () => {
    const calls = await deleteRefusedWith('ERR_WAPP_HAS_SCHEDULES');
    const second = await screen.findByRole('dialog', { name: 'Excluir conexão e agendamentos' });
    expect(second).toHaveTextContent(
      'Esta conexão tem agendamentos por enviar. Excluí-la também os apaga, e as mensagens não serão enviadas. Para enviá-las por outro número, edite os agendamentos antes de excluir a conexão.',
    );
    await deleteAll(second, calls);
  });
});
