import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CampaignDTO, FileListDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { CampaignModal } from './campaign-modal';
import { makeCampaign as campaign } from './campaign-test-data';
import { expectPhoneScrollArrows, narrowTabStrips } from '../../test/scroll-tabs';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
afterEach(() => vi.unstubAllGlobals());

/** 25 file lists, 'Lista 01' to 'Lista 25', served 20 a page as the server does. */
const FILE_LISTS: FileListDTO[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Lista ${String(i + 1).padStart(2, '0')}`,
  message: '',
  userId: null,
  options: [],
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
}));
const PAGE = 20;

const routes = (call: FakeCall) => {
  if (call.method === 'GET' && call.path === '/files') {
    const search = (call.query.get('searchParam') ?? '').toLowerCase();
    const page = Number(call.query.get('pageNumber'));
    const found = FILE_LISTS.filter((f) => f.name.toLowerCase().includes(search));
    return {
      body: {
        files: found.slice((page - 1) * PAGE, page * PAGE),
        hasMore: found.length > page * PAGE,
      },
    };
  }
  const one = /^\/files\/(\d+)$/.exec(call.path);
  if (call.method === 'GET' && one) return { body: FILE_LISTS[Number(one[1]) - 1] };
  if (call.method === 'GET') return { body: [] };
  if (call.path === '/campaigns' || call.path === '/campaigns/9')
    return { body: campaign(call.body as Partial<CampaignDTO>) };
  return undefined;
};

function renderModal(record?: CampaignDTO) {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <CampaignModal record={record} onClose={vi.fn()} onSaved={vi.fn()} />
    </Providers>,
  );
  return screen.getByRole('dialog');
}

const fileListCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.startsWith('/files')).map((c) => `${c.path}?${c.query.toString()}`);

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('campaign dialog → file list', { timeout: 20_000 }, () => {
  it('loads the next page as the list is scrolled to its end, and saves the 25th', async () => {
    const api = fakeApi(routes);
    const dialog = renderModal();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Black Friday' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Oferta' },
    });

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Lista de arquivos' }));
    await waitFor(() => expect(optionNames()).toHaveLength(20));
    expect(optionNames()[0]).toBe('Lista 01');
    expect(optionNames()[19]).toBe('Lista 20');
    expect(fileListCalls(api.calls)).toEqual(['/files?pageNumber=1']);

    fireEvent.scroll(screen.getByRole('listbox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Lista 25' }));
    expect(screen.queryByRole('listbox')).toBeNull(); // closed on the pick
    expect(fileListCalls(api.calls)).toEqual(['/files?pageNumber=1', '/files?pageNumber=2']);
    expect(within(dialog).getByRole('combobox', { name: 'Lista de arquivos' })).toHaveValue(
      'Lista 25',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const saved = api.calls.find((c) => c.method === 'POST')!;
    expect(saved.path).toBe('/campaigns');
    expect(saved.body).toMatchObject({ name: 'Black Friday', message1: 'Oferta', fileListId: 25 });
  });

  it('searches by the typed text, and saves the list found', async () => {
    const api = fakeApi(routes);
    const dialog = renderModal(campaign());
    const picker = within(dialog).getByRole('combobox', { name: 'Lista de arquivos' });
    fireEvent.focus(picker);
    fireEvent.mouseDown(picker);
    await waitFor(() => expect(optionNames()).toHaveLength(20));

    fireEvent.change(picker, { target: { value: '25' } });
    // the search waits for the typing to pause (500 ms)
    await waitFor(() => expect(optionNames()).toEqual(['Lista 25']), { timeout: 3000 });
    expect(fileListCalls(api.calls)).toEqual([
      '/files?pageNumber=1',
      '/files?searchParam=25&pageNumber=1',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Lista 25' }));
    expect(picker).toHaveValue('Lista 25');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const saved = api.calls.find((c) => c.method === 'PUT')!;
    expect(saved.path).toBe('/campaigns/9');
    expect(saved.body).toMatchObject({ name: 'Promoção', fileListId: 25 });
  });

  it('shows the saved file list by name though it is not on the first page', async () => {
    const api = fakeApi(routes);
    const dialog = renderModal(campaign({ fileListId: 25 }));
    const picker = within(dialog).getByRole('combobox', { name: 'Lista de arquivos' });
    await waitFor(() => expect(picker).toHaveValue('Lista 25'));
    expect(fileListCalls(api.calls)).toEqual(['/files?pageNumber=1', '/files/25?']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ fileListId: 25 });
  });

  it('a file list on the first page needs no request of its own', async () => {
    const api = fakeApi(routes);
    const dialog = renderModal(campaign({ fileListId: 3 }));
    const picker = within(dialog).getByRole('combobox', { name: 'Lista de arquivos' });
    await waitFor(() => expect(picker).toHaveValue('Lista 03'));
    expect(fileListCalls(api.calls)).toEqual(['/files?pageNumber=1']);
  });
});

describe('campaign dialog on a 390 px phone', { timeout: 20_000 }, () => {
  it('shows the arrows that scroll the message tabs to Msg. 5', async () => {
    narrowTabStrips();
    fakeApi(routes);
    const dialog = renderModal();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Msg. 1',
      'Msg. 2',
      'Msg. 3',
      'Msg. 4',
      'Msg. 5',
    ]);
    await expectPhoneScrollArrows(dialog);
  });

  it('keeps ANEXAR ARQUIVO on one line, and Cancelar beside Salvar', () => {
    fakeApi(routes);
    const dialog = renderModal();
    const attach = within(dialog).getByRole('button', { name: 'Anexar arquivo' });
    expect(getComputedStyle(attach).whiteSpace).toBe('nowrap');
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(cancel.parentElement).toBe(save.parentElement);
    expect(getComputedStyle(save.parentElement!).whiteSpace).toBe('nowrap');
    expect(save.parentElement).not.toBe(attach.parentElement);
  });
});

describe('campaign dialog → contact list', { timeout: 20_000 }, () => {
  it('names each list with its count, which tells two lists of one name apart', async () => {
    const list = (id: number, name: string, contactsCount: number) => ({
      id,
      name,
      contactsCount,
      checkedCount: 0,
      validCount: 0,
      createdAt: '2026-01-10T12:00:00.000Z',
      updatedAt: '2026-01-10T12:00:00.000Z',
    });
    fakeApi((call) =>
      call.path === '/contact-lists/list'
        ? { body: [list(1, 'Clientes', 120), list(2, 'Clientes', 3)] }
        : routes(call),
    );
    const dialog = renderModal();
    const picker = within(dialog).getByRole('combobox', { name: 'Lista de Contatos' });
    fireEvent.mouseDown(picker);
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'Nenhuma',
        'Clientes (120 contatos)',
        'Clientes (3 contatos)',
      ]),
    );
  });
});

describe('campaign dialog → recipients', { timeout: 20_000 }, () => {
  it('goes to a contact list or to a tag: choosing one clears the other', async () => {
    const list = {
      id: 1,
      name: 'Clientes',
      contactsCount: 120,
      checkedCount: 0,
      validCount: 0,
      createdAt: '2026-01-10T12:00:00.000Z',
      updatedAt: '2026-01-10T12:00:00.000Z',
    };
    const tag = { id: 5, name: 'Black Friday', color: '#f00', kanban: 0 };
    fakeApi((call) =>
      call.path === '/contact-lists/list'
        ? { body: [list] }
        : call.path === '/tags/list'
          ? { body: [tag] }
          : routes(call),
    );
    const dialog = renderModal();
    const listPicker = within(dialog).getByRole('combobox', { name: 'Lista de Contatos' });
    fireEvent.mouseDown(listPicker);
    fireEvent.click(await screen.findByRole('option', { name: 'Clientes (120 contatos)' }));
    expect(listPicker.textContent).toBe('Clientes (120 contatos)');

    const tagPicker = within(dialog).getByRole('combobox', { name: 'Lista de Etiquetas' });
    fireEvent.focus(tagPicker);
    fireEvent.change(tagPicker, { target: { value: 'Black' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Black Friday' }));
    expect(tagPicker).toHaveValue('Black Friday');
    // the list is back to none (its field empty, nothing shown)
    await waitFor(() =>
      expect(dialog.querySelector('input[name="contactListId"]')).toHaveValue(''),
    );
    expect(listPicker.textContent).not.toContain('Clientes');

    fireEvent.mouseDown(listPicker);
    fireEvent.click(await screen.findByRole('option', { name: 'Clientes (120 contatos)' }));
    await waitFor(() => expect(tagPicker).toHaveValue(''));
  });
});

describe('campaign dialog → variables', { timeout: 20_000 }, () => {
  it('names a {variable} nothing fills, in any tab, and drops it once corrected', async () => {
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/campaign-settings')
        return { body: [{ key: 'variables', value: '[{"key":"loja","value":"Centro"}]' }] };
      return routes(call);
    });
    const dialog = renderModal();
    const message = () => within(dialog).getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(message(), { target: { value: 'Oi {nome}, cupom {cupon} na {loja}' } });
    expect(await within(dialog).findByTestId('unknown-variables')).toHaveTextContent(
      'Variáveis desconhecidas, enviadas como estão escritas: {cupon}',
    );

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Msg. 2' }));
    fireEvent.change(message(), { target: { value: 'Olá {Nome}' } });
    expect(within(dialog).getByTestId('unknown-variables')).toHaveTextContent(
      'Variáveis desconhecidas, enviadas como estão escritas: {cupon}, {Nome}',
    );

    fireEvent.change(message(), { target: { value: 'Olá {nome}' } });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Msg. 1' }));
    fireEvent.change(message(), { target: { value: 'Oi {nome}, cupom na {loja}' } });
    expect(within(dialog).queryByTestId('unknown-variables')).toBeNull();
  });
});
