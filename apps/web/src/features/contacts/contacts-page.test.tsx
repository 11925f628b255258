import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContactDTO, ServerEvents, SessionUserDTO } from '@atende/shared';
import { makeContact, makeSessionUser } from '../../test/fixtures';
import { ContactsPage } from './contacts-page';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

vi.mock('../tickets/new-ticket-modal', () => ({
  NewTicketModal: (props: { open: boolean; initialContact?: { id: number; name: string } }) =>
    props.open ? <p>new ticket for {props.initialContact?.name}</p> : null,
}));

afterEach(() => vi.unstubAllGlobals());

const maria = makeContact({ id: 1, name: 'Maria Silva', email: 'maria@example.com' });
const jose = makeContact({ id: 2, name: 'José Souza', number: '5511900002222', email: '' });

/** GET /contacts answered from a list, filtered like the server, 2 per page when asked. */
function listRoute(contacts: ContactDTO[], pageSize = 50) {
  return (call: FakeCall) => {
    if (call.method !== 'GET' || call.path !== '/contacts') return undefined;
    const search = (call.query.get('searchParam') ?? '').toLowerCase();
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const found = contacts.filter((c) => fold(c.name).includes(fold(search)));
    const page = Number(call.query.get('pageNumber') ?? 1);
    const slice = found.slice((page - 1) * pageSize, page * pageSize);
    return {
      body: { contacts: slice, hasMore: page * pageSize < found.length, count: found.length },
    };
  };
}

function renderPage(user: SessionUserDTO = makeSessionUser({ profile: 'admin' })) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <ContactsPage />
    </Providers>,
  );
}

/** jsdom's Blob has no text(); its FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const emit = (event: ServerEvents['contact']) =>
  act(() => socket.handlers.get('company-3-contact')?.(event));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

// the first render of MUI dialogs and tables is slow when the whole suite runs in parallel
describe('contacts page', { timeout: 15_000 }, () => {
  it('lists contacts with their count and the page actions', async () => {
    fakeApi(listRoute([maria, jose]));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Contatos' })).toBeVisible();
    expect(await screen.findByText('Maria Silva')).toBeVisible();
    expect(screen.getByText('2 contatos')).toBeVisible();
    const row = rowOf('Maria Silva');
    expect(within(row).getByText('5511987650001')).toBeVisible();
    expect(within(row).getByText('maria@example.com')).toBeVisible();
    for (const name of ['Abrir atendimento', 'Editar contato', 'Excluir contato']) {
      expect(within(row).getByRole('button', { name })).toBeVisible();
    }
    for (const name of ['Importar', 'Adicionar contato', 'Exportar para CSV']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('says a list the server failed to send could not be loaded, and lists it once tried again', async () => {
    let down = true;
    const { calls } = fakeApi(
      (call) =>
        down && call.path === '/contacts'
          ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Erro interno' } }
          : undefined,
      listRoute([maria, jose]),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar a lista.')).toBeVisible();
    expect(screen.queryByText('Nenhum contato encontrado.')).toBeNull();

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maria Silva')).toBeVisible();
    expect(screen.getByText('José Souza')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.path === '/contacts')).toHaveLength(2);
  });

  it('offers no delete to a user', async () => {
    fakeApi(listRoute([maria]));
    renderPage(makeSessionUser({ profile: 'user' }));
    expect(await screen.findByText('Maria Silva')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar contato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir contato' })).toBeNull();
  });

  it('searches on the server after the typing pauses', async () => {
    const { calls } = fakeApi(listRoute([maria, jose]));
    renderPage();
    await screen.findByText('Maria Silva');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'jose ' },
    });
    expect(calls).toHaveLength(1);
    expect(await screen.findByText('1 contato')).toBeVisible();
    expect(screen.getByText('José Souza')).toBeVisible();
    expect(screen.queryByText('Maria Silva')).toBeNull();
    expect(calls).toHaveLength(2);
    expect(calls[1].query.get('searchParam')).toBe('jose');
  });

  it('loads the next page while the list end is in view', async () => {
    const many = Array.from({ length: 5 }, (_, i) => makeContact({ id: i + 1, name: `C${i}` }));
    const { calls } = fakeApi(listRoute(many, 2));
    renderPage();
    expect(await screen.findByText('C4')).toBeVisible();
    expect(calls.map((c) => c.query.get('pageNumber'))).toEqual(['1', '2', '3']);
    expect(screen.getByText('5 contatos')).toBeVisible();
  });

  it('patches the list from realtime contact events', async () => {
    const { calls } = fakeApi(listRoute([maria, jose]));
    renderPage();
    await screen.findByText('Maria Silva');

    // the query cache tells React on its next tick
    emit({ action: 'create', contact: makeContact({ id: 3, name: 'Ana Nova' }) });
    expect(await screen.findByText('3 contatos')).toBeVisible();
    expect(screen.getAllByRole('row')[1].textContent).toContain('Ana Nova');

    emit({
      action: 'update',
      contact: { ...maria, name: 'Maria Lima', email: 'lima@example.com' },
    });
    expect(await screen.findByText('Maria Lima')).toBeVisible();
    expect(screen.queryByText('Maria Silva')).toBeNull();
    expect(within(rowOf('Maria Lima')).getByText('lima@example.com')).toBeVisible();

    emit({ action: 'delete', contactId: 2 });
    await waitFor(() => expect(screen.queryByText('José Souza')).toBeNull());
    expect(screen.getByText('2 contatos')).toBeVisible();
    expect(calls).toHaveLength(1);

    emit({ action: 'reload' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText('José Souza')).toBeVisible();
  });

  it('adds a created contact to a search only when it matches', async () => {
    fakeApi(listRoute([maria, jose]));
    renderPage();
    await screen.findByText('Maria Silva');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'JOSE' },
    });
    await waitFor(() => expect(screen.queryByText('Maria Silva')).toBeNull());
    await screen.findByText('José Souza');
    emit({ action: 'create', contact: makeContact({ id: 4, name: 'Ana Nova' }) });
    emit({ action: 'create', contact: makeContact({ id: 5, name: 'Josélia Alves' }) });
    expect(await screen.findByText('Josélia Alves')).toBeVisible();
    expect(screen.queryByText('Ana Nova')).toBeNull();
  });

  it('deletes a contact once confirmed', async () => {
    const { calls } = fakeApi(listRoute([maria, jose]), (call) =>
      call.method === 'DELETE' ? { body: { message: 'Contato excluído' } } : undefined,
    );
    renderPage();
    await screen.findByText('José Souza');
    fireEvent.click(within(rowOf('José Souza')).getByRole('button', { name: 'Excluir contato' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir José Souza?' });
    expect(confirm).toHaveTextContent(
      'Tem certeza que deseja excluir este contato? Todos os atendimentos relacionados serão perdidos. Os agendamentos e as notas do contato também são excluídos; as listas de contatos e os relatórios de campanhas guardam o nome e o número.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Contato excluído com sucesso.')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/contacts/2' });
    expect(screen.queryByText('José Souza')).toBeNull();
  });

  it("opens the new-ticket dialog with the row's contact", async () => {
    fakeApi(listRoute([maria]));
    renderPage();
    await screen.findByText('Maria Silva');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir atendimento' }));
    expect(screen.getByText('new ticket for Maria Silva')).toBeVisible();
  });

  it('downloads the export as contatos.csv', async () => {
    const csv = '\uFEFFnome;numero;email\r\nMaria Silva;5511987650001;maria@example.com\r\n';
    fakeApi(listRoute([maria]), (call) =>
      call.path === '/contacts/export' ? { text: csv } : undefined,
    );
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    // jsdom has no object URLs: keep the blob handed to the download
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:contacts';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPage();
    await screen.findByText('Maria Silva');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('contatos.csv');
    expect(await blobText(blobs[0])).toContain('Maria Silva;5511987650001;maria@example.com');
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
});
