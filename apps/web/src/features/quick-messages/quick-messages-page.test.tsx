import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QuickMessageDTO, ServerEvents, SessionUserDTO } from '@atende/shared';
import { makeQuickMessage, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QuickMessagesPage } from './quick-messages-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const hello = makeQuickMessage({ id: 1, shortcode: 'ola', userId: 7 });
const promo = makeQuickMessage({
  id: 2,
  shortcode: 'promoção',
  message: 'Confira',
  userId: 9,
  isMedia: true,
  mediaUrl: '/api/quick-messages/2/media',
  mediaName: 'folheto.pdf',
});

/** GET /quick-messages answered from a list, filtered like the server, `pageSize` per page. */
function listRoute(records: QuickMessageDTO[], pageSize = 20) {
  return (call: FakeCall) => {
    if (call.method !== 'GET' || call.path !== '/quick-messages') return undefined;
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const search = fold(call.query.get('searchParam') ?? '');
    const found = records.filter((r) => fold(r.shortcode + r.message).includes(search));
    const page = Number(call.query.get('pageNumber') ?? 1);
    const slice = found.slice((page - 1) * pageSize, page * pageSize);
    return { body: { records: slice, hasMore: page * pageSize < found.length } };
  };
}

function renderPage(user: SessionUserDTO = makeSessionUser({ id: 7, profile: 'admin' })) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <QuickMessagesPage />
    </Providers>,
  );
}

const emit = (event: ServerEvents['quickmessage']) =>
  act(() => socket.handlers.get('company-3-quickmessage')?.(event));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('quick messages page', { timeout: 15_000 }, () => {
  it('lists "/shortcode", the message and its media name or "Sem anexo"', async () => {
    fakeApi(listRoute([hello, promo]));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();
    expect(await screen.findByText('/ola')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Atalho',
      'Mensagem',
      'Nome da mídia',
      'Ações',
    ]);
    expect(within(rowOf('ola')).getByText('Olá! Como posso ajudar?')).toBeVisible();
    expect(within(rowOf('promoção')).getByText('/promoção')).toBeVisible();
    expect(within(rowOf('ola')).getByText('Sem anexo')).toBeVisible();
    expect(within(rowOf('promoção')).getByText('folheto.pdf')).toBeVisible();
    for (const name of ['Editar', 'Excluir']) {
      expect(within(rowOf('promoção')).getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  });

  it('offers edit and delete to a user only on their own messages', async () => {
    fakeApi(listRoute([hello, promo]));
    renderPage(makeSessionUser({ id: 7, profile: 'user' }));
    await screen.findByText('/ola');
    expect(within(rowOf('ola')).getByRole('button', { name: 'Editar' })).toBeVisible();
    expect(within(rowOf('promoção')).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(rowOf('promoção')).queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('searches on the server after the typing pauses, lower-cased', async () => {
    const { calls } = fakeApi(listRoute([hello, promo]));
    renderPage();
    await screen.findByText('/ola');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'PROMOCAO ' },
    });
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText('/promoção')).toBeVisible();
    expect(screen.queryByText('/ola')).toBeNull();
    expect(calls.at(-1)!.query.get('searchParam')).toBe('promocao');
  });

  it('loads the next page while the list end is in view', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      makeQuickMessage({ id: i + 1, shortcode: `q${i}` }),
    );
    const { calls } = fakeApi(listRoute(many, 2));
    renderPage();
    expect(await screen.findByText('/q4')).toBeVisible();
    expect(calls.map((c) => c.query.get('pageNumber'))).toEqual(['1', '2', '3']);
  });

  it('requires the shortcode, creates, uploads the attachment and lists the result', async () => {
    const created = makeQuickMessage({ id: 30, shortcode: 'novo', message: 'texto' });
    const withFile = { ...created, isMedia: true, mediaName: 'foto.png', mediaUrl: '/x' };
    const { calls } = fakeApi(listRoute([hello]), (call) => {
      if (call.method === 'POST' && call.path === '/quick-messages') return { body: created };
      if (call.method === 'POST' && call.path === '/quick-messages/30/media-upload') {
        return { body: withFile };
      }
      return undefined;
    });
    renderPage();
    await screen.findByText('/ola');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar resposta rápida' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), {
      target: { value: 'novo' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'texto' },
    });
    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('quick-message-file'), { target: { files: [file] } });
    expect(within(dialog).getByText('foto.png')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/quick-messages')!;
    expect(post.body).toEqual({ shortcode: 'novo', message: 'texto', geral: false });
    const upload = calls.find((c) => c.path === '/quick-messages/30/media-upload')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('typeArch')).toBe('quickMessage');
    expect(((upload.body as FormData).get('file') as File).name).toBe('foto.png');
    expect(within(rowOf('novo')).getByText('foto.png')).toBeVisible();
  });

  it('says a refused upload once and, on the next save, updates the record it created', async () => {
    const created = makeQuickMessage({ id: 31, shortcode: 'doc', message: '' });
    let uploads = 0;
    const { calls } = fakeApi(listRoute([]), (call) => {
      if (call.method === 'POST' && call.path === '/quick-messages') return { body: created };
      if (call.method === 'PUT' && call.path === '/quick-messages/31') return { body: created };
      if (call.path === '/quick-messages/31/media-upload') {
        uploads += 1;
        return uploads === 1
          ? { status: 400, body: { error: 'ERR_TEST_REFUSED', message: 'Arquivo recusado.' } }
          : { body: { ...created, isMedia: true, mediaName: 'a.png', mediaUrl: '/x' } };
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), {
      target: { value: 'doc' },
    });
    const file = new File(['\x89PNG'], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('quick-message-file'), { target: { files: [file] } });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    const text = 'Ocorreu um erro: Arquivo recusado.';
    expect(await screen.findByText(text)).toBeVisible();
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getAllByText(text)).toHaveLength(1);

    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /quick-messages',
      'POST /quick-messages/31/media-upload',
      'PUT /quick-messages/31',
      'POST /quick-messages/31/media-upload',
    ]);
  });

  it('edits a message and removes its saved attachment', async () => {
    const { calls } = fakeApi(listRoute([promo]), (call) => {
      if (call.method === 'DELETE' && call.path === '/quick-messages/2/media-upload') {
        return { body: { ...promo, isMedia: false, mediaUrl: null, mediaName: null } };
      }
      if (call.method === 'PUT' && call.path === '/quick-messages/2') {
        return {
          body: { ...promo, ...(call.body as object), isMedia: false, mediaName: null },
        };
      }
      return undefined;
    });
    renderPage();
    await screen.findByText('/promoção');
    fireEvent.click(within(rowOf('promoção')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar resposta rápida' });
    expect(within(dialog).getByText('folheto.pdf')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anexo' }));
    await waitFor(() => expect(within(dialog).queryByText('folheto.pdf')).toBeNull());
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), {
      target: { value: 'promo2' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: /toda a empresa/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ shortcode: 'promo2', message: 'Confira', geral: false });
    expect(within(rowOf('promo2')).getByText('Sem anexo')).toBeVisible();
  });

  it('shows server field errors on the form', async () => {
    fakeApi(listRoute([]), (call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: { error: 'ERR_VALIDATION', message: 'x', fields: { shortcode: 'Too Long!' } },
          }
        : undefined,
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), {
      target: { value: 'x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Muito longo!')).toBeVisible();
  });

  it('deletes after the confirmation', async () => {
    const { calls } = fakeApi(listRoute([hello, promo]), (call) =>
      call.method === 'DELETE' ? { body: { message: 'ok' } } : undefined,
    );
    renderPage();
    await screen.findByText('/ola');
    fireEvent.click(within(rowOf('ola')).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('/ola')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/quick-messages/1');
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
  });

  it('follows company-{id}-quickmessage events, skipping other users’ private ones', async () => {
    fakeApi(listRoute([hello]));
    renderPage(makeSessionUser({ id: 7, profile: 'user' }));
    await screen.findByText('/ola');
    emit({ action: 'create', record: makeQuickMessage({ id: 5, shortcode: 'nova' }) });
    expect(await screen.findByText('/nova')).toBeVisible();
    emit({
      action: 'create',
      record: makeQuickMessage({ id: 6, shortcode: 'alheia', geral: false, userId: 99 }),
    });
    emit({ action: 'update', record: { ...hello, shortcode: 'ola-editada' } });
    expect(await screen.findByText('/ola-editada')).toBeVisible();
    expect(screen.queryByText('/alheia')).toBeNull();
    emit({ action: 'delete', id: 5 });
    await waitFor(() => expect(screen.queryByText('/nova')).toBeNull());
  });
});
