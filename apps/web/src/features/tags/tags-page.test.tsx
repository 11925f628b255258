import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ServerEvents, SessionUserDTO, TagListItemDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { foldText } from '@atende/shared';
import { TagsPage } from './tags-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const tag = (id: number, name: string, more: Partial<TagListItemDTO> = {}): TagListItemDTO => ({
  id,
  name,
  color: '#E53935',
  kanban: 0,
  ticketsCount: 0,
  ...more,
});
const urgent = tag(1, 'Urgente', { ticketsCount: 4 });
const promo = tag(2, 'Promoção', { color: '#43A047', kanban: 1 });

/** GET /tags answered from a list, filtered like the server, `pageSize` per page. */
function listRoute(tags: TagListItemDTO[], pageSize = 20) {
  return (call: FakeCall) => {
    if (call.method !== 'GET' || call.path !== '/tags') return undefined;
    const search = foldText(call.query.get('searchParam') ?? '');
    const found = tags.filter((g) => foldText(g.name).includes(search));
    const page = Number(call.query.get('pageNumber') ?? 1);
    const slice = found.slice((page - 1) * pageSize, page * pageSize);
    return { body: { tags: slice, hasMore: page * pageSize < found.length } };
  };
}

function renderPage(user: SessionUserDTO = makeSessionUser({ profile: 'admin' })) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <TagsPage />
    </Providers>,
  );
}

const emit = (event: ServerEvents['tag']) =>
  act(() => socket.handlers.get('company-3-tag')?.(event));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('tags page', { timeout: 15_000 }, () => {
  it('lists tags as coloured chips with their tickets count and actions', async () => {
    fakeApi(listRoute([promo, urgent]));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Tags' })).toBeVisible();
    const chip = await screen.findByText('Urgente');
    expect(chip.closest('.MuiChip-root')).toHaveTextContent('Urgente');
    const row = rowOf('Urgente');
    expect(within(row).getByText('4')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Editar tag Urgente' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Excluir tag Urgente' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Registros de tickets' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nova Tag' })).toBeVisible();
  });

  it('offers a user no edit, no delete and no kanban switch', async () => {
    fakeApi(listRoute([urgent]));
    renderPage(makeSessionUser({ profile: 'user' }));
    await screen.findByText('Urgente');
    expect(screen.queryByRole('button', { name: /Editar tag/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir tag/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nova Tag' }));
    await screen.findByRole('dialog', { name: 'Adicionar tag' });
    expect(screen.queryByRole('switch', { name: 'Kanban' })).toBeNull();
  });

  it('searches on the server after the typing pauses, ignoring accents', async () => {
    const { calls } = fakeApi(listRoute([promo, urgent]));
    renderPage();
    await screen.findByText('Urgente');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'PROMOCAO ' },
    });
    expect(calls).toHaveLength(1);
    await waitFor(
      () => {
        expect(screen.queryByText('Urgente')).toBeNull();
        expect(screen.getByText('Promoção')).toBeVisible();
      },
      { timeout: 2000 },
    );
    expect(calls).toHaveLength(2);
    expect(calls[1].query.get('searchParam')).toBe('promocao');
  });

  it('loads the next page while the list end is in view', async () => {
    const many = Array.from({ length: 5 }, (_, i) => tag(i + 1, `Tag ${i}`));
    const { calls } = fakeApi(listRoute(many, 2));
    renderPage();
    expect(await screen.findByText('Tag 4')).toBeVisible();
    expect(calls.map((c) => c.query.get('pageNumber'))).toEqual(['1', '2', '3']);
  });

  it('starts a new tag on a colour the existing tags use least', async () => {
    const first = tag(3, 'Primeira', { color: '#5c59a0' });
    const { calls } = fakeApi(listRoute([first, urgent]), (call) =>
      call.method === 'POST' && call.path === '/tags'
        ? { body: { id: 9, name: 'Terceira', color: '#D81B60', kanban: 0 } }
        : undefined,
    );
    renderPage();
    await screen.findByText('Urgente');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar tag' });
    expect(
      within(dialog).getByRole('button', { name: 'Cor #D81B60' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Terceira' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ color: '#D81B60' });
  });

  it('adds a tag with the spec’s validation texts, colour and kanban flag', async () => {
    const { calls } = fakeApi(listRoute([urgent]), (call) =>
      call.method === 'POST' && call.path === '/tags'
        ? { body: { id: 9, name: 'Novo Cliente', color: '#1E88E5', kanban: 1 } }
        : undefined,
    );
    renderPage();
    await screen.findByText('Urgente');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar tag' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeVisible();
    fireEvent.change(name, { target: { value: 'Novo Cliente' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cor #1E88E5' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Kanban' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Novo Cliente', color: '#1E88E5', kanban: 1 });
    // the new tag shows at its place by name without reloading the list
    expect(await screen.findByText('Novo Cliente')).toBeVisible();
    const names = screen.getAllByRole('row').map((r) => r.textContent);
    expect(names.slice(1)).toEqual([
      expect.stringContaining('Novo Cliente0'),
      expect.stringContaining('Urgente4'),
    ]);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('shows the server’s duplicate-name message on the field', async () => {
    fakeApi(listRoute([urgent]), (call) =>
      call.method === 'POST' && call.path === '/tags'
        ? {
            status: 400,
            body: {
              error: 'ERR_VALIDATION',
              message: 'Já existe uma etiqueta com este nome',
              fields: { name: 'Já existe uma etiqueta com este nome' },
            },
          }
        : undefined,
    );
    renderPage();
    await screen.findByText('Urgente');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar tag' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'urgente' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe uma etiqueta com este nome')).toBeVisible();
  });

  it('edits a tag loaded with GET /tags/{id}, keeping its tickets count', async () => {
    const { calls } = fakeApi(
      listRoute([urgent]),
      (call) => (call.method === 'GET' && call.path === '/tags/1' ? { body: urgent } : undefined),
      (call) =>
        call.method === 'PUT' && call.path === '/tags/1'
          ? { body: { id: 1, name: 'Muito Urgente', color: '#00897B', kanban: 0 } }
          : undefined,
    );
    renderPage();
    await screen.findByText('Urgente');
    fireEvent.click(screen.getByRole('button', { name: 'Editar tag Urgente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tag' });
    const name = await within(dialog).findByRole('textbox', { name: 'Nome' });
    expect((name as HTMLInputElement).value).toBe('Urgente');
    expect(within(dialog).getByRole('switch', { name: 'Kanban' })).toHaveProperty('checked', false);
    fireEvent.change(name, { target: { value: 'Muito Urgente' } });
    fireEvent.change(within(dialog).getByLabelText('Cor'), { target: { value: '#00897b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Muito Urgente')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Muito Urgente',
      color: '#00897B',
      kanban: 0,
    });
    expect(within(rowOf('Muito Urgente')).getByText('4')).toBeVisible();
  });

  it('deletes a tag after the confirmation', async () => {
    const { calls } = fakeApi(listRoute([promo, urgent]), (call) =>
      call.method === 'DELETE' && call.path === '/tags/1' ? { body: { message: 'ok' } } : undefined,
    );
    renderPage();
    await screen.findByText('Urgente');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir tag Urgente' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(confirm).getByText('Deseja realmente excluir esse registro?')).toBeVisible();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Urgente')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
    expect(screen.getByText('Promoção')).toBeVisible();
  });

  it('follows company-{id}-tag events without refetching', async () => {
    const { calls } = fakeApi(listRoute([urgent]));
    renderPage();
    await screen.findByText('Urgente');
    emit({ action: 'create', tag: { id: 5, name: 'Atrasado', color: '#FB8C00', kanban: 0 } });
    expect(await screen.findByText('Atrasado')).toBeVisible();
    emit({ action: 'update', tag: { id: 1, name: 'Urgentíssimo', color: '#000000', kanban: 1 } });
    expect(await screen.findByText('Urgentíssimo')).toBeVisible();
    expect(within(rowOf('Urgentíssimo')).getByText('4')).toBeVisible();
    emit({ action: 'delete', tagId: 5 });
    await waitFor(() => expect(screen.queryByText('Atrasado')).toBeNull());
    expect(calls).toHaveLength(1);
  });
});
