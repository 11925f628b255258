import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KanbanCardDTO } from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { board, holdCardUpdates, lonely, renderPage, routes } from './kanban-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

/** Opens 'Ligar de volta' and saves a new title and description. */
async function editLonely() {
  fireEvent.click(await screen.findByTestId('kanban-card-2'));
  const dialog = await screen.findByRole('dialog', { name: 'Visualizando Tarefa' });
  fireEvent.change(within(dialog).getByLabelText(/Título/), {
    target: { value: 'Retornar ligação' },
  });
  fireEvent.change(within(dialog).getByLabelText('Descrição'), {
    target: { value: 'Cliente pediu às 15h' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
  return dialog;
}

describe('kanban page', { timeout: 15_000 }, () => {
  it("shows each card's first 3 queues, 3 tags and 4 contacts with '+N mais', or 'Sem Fila'", async () => {
    routes();
    renderPage();
    const first = await screen.findByTestId('kanban-card-1');
    expect(within(within(first).getByTestId('card-queues')).getByText('+1 mais')).toBeVisible();
    expect(within(first).getByText('Q3')).toBeVisible();
    expect(within(first).queryByText('Q4')).toBeNull();
    expect(within(within(first).getByTestId('card-tags')).getByText('+2 mais')).toBeVisible();
    expect(within(within(first).getByTestId('card-contacts')).getByText('+1 mais')).toBeVisible();
    expect(within(screen.getByTestId('kanban-card-2')).getByText('Sem Fila')).toBeVisible();
    for (const label of ['Fila', 'Tag', 'Contato'])
      expect(screen.getByLabelText(label)).toBeVisible();
  });

  it('a lane fuller than the board sends counts every card and says how many are not shown', async () => {
    routes((call) =>
      call.method === 'GET' && call.path === '/kanban'
        ? { body: { lanes: board().map((l) => (l.id === 10 ? { ...l, more: 318 } : l)) } }
        : undefined,
    );
    renderPage();
    expect(
      await screen.findByText('E mais 318 tarefas. Use os filtros para encontrá-las.'),
    ).toBeVisible();
    expect(screen.getByText('320')).toBeVisible();
  });

  it('hides the filters from anyone but an admin, and asks for no queue of its own', async () => {
    const api = routes();
    renderPage(
      makeSessionUser({ id: 8, profile: 'user', queues: [{ id: 1, name: 'Q1', color: '#000' }] }),
    );
    await screen.findByTestId('kanban-card-1');
    expect(screen.queryByLabelText('Fila')).toBeNull();
    expect(screen.getByRole('button', { name: '+ Adicionar Quadro' })).toBeVisible();
    expect(screen.getByRole('button', { name: '+ Adicionar Tarefa' })).toBeVisible();
    const get = api.calls.find((c) => c.path === '/kanban')!;
    expect([...get.query.keys()]).toEqual([]);
  });

  it('a lane with tasks says why it cannot go at once; an empty one asks, then goes', async () => {
    const api = routes((call) => (call.method === 'DELETE' ? { body: {} } : undefined));
    renderPage();
    const deletes = await screen.findAllByRole('button', { name: 'Excluir quadro' });
    fireEvent.click(deletes[0]!);
    expect(
      await screen.findByText('Mova ou exclua as tarefas deste quadro antes de excluí-lo.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(deletes[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Excluir quadro' });
    expect(confirm).toHaveTextContent('Deseja realmente excluir o quadro "Feito"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/kanban/lane/11',
      ]),
    );
  });

  it("renames a lane inline, falling back to 'Quadro {n}', and calls nothing when unchanged", async () => {
    const api = routes((call) =>
      call.method === 'PUT'
        ? { body: { id: 10, name: 'Quadro 1', position: 0, color: '#5C59A0' } }
        : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'A fazer' }));
    const field = screen.getByLabelText('Nome do quadro');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'A fazer' }));
    fireEvent.change(screen.getByLabelText('Nome do quadro'), { target: { value: '   ' } });
    fireEvent.blur(screen.getByLabelText('Nome do quadro'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
        ['/kanban/lane/10', { name: 'Quadro 1' }],
      ]),
    );
  });

  it("keeps Atualizar disabled until something changed, and says 'Nenhuma alteração detectada.'", async () => {
    const api = routes();
    renderPage();
    fireEvent.click(await screen.findByTestId('kanban-card-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Visualizando Tarefa' });
    expect(within(dialog).getByText(/^Criada em 05\/03\/2026, \d\d:30$/)).toBeVisible();
    expect(within(dialog).getByText(/^Última atualização em 06\/03\/2026, \d\d:05$/)).toBeVisible();
    const update = within(dialog).getByRole('button', { name: 'Atualizar' });
    expect(update).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Título/), {
      target: { value: 'Ligar de volta ' },
    });
    expect(update).toBeEnabled();
    fireEvent.click(update);
    expect(await screen.findByText('Nenhuma alteração detectada.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows an edited task on the board before the server answers', async () => {
    let lanes = board();
    const api = routes((call) => {
      if (call.method === 'GET' && call.path === '/kanban') return { body: { lanes } };
      if (call.method !== 'PUT' || call.path !== '/kanban/2') return undefined;
      const saved = { ...lonely, ...(call.body as Partial<KanbanCardDTO>) };
      lanes = lanes.map((l) => ({
        ...l,
        kanbans: l.kanbans.map((c) => (c.id === 2 ? saved : c)),
      }));
      return { body: saved };
    });
    const release = holdCardUpdates();
    renderPage();
    const dialog = await editLonely();

    const onBoard = screen.getByTestId('kanban-card-2');
    await waitFor(() => expect(within(onBoard).getByText('Retornar ligação')).toBeVisible());
    expect(within(onBoard).getByText('Cliente pediu às 15h')).toBeVisible();
    expect(within(onBoard).queryByText('Ligar de volta')).toBeNull();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
        ['/kanban/2', { title: 'Retornar ligação', description: 'Cliente pediu às 15h' }],
      ]),
    );
    // the server has not answered: the dialog is still saving
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Atualizar' })).toBeDisabled();

    release();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Visualizando Tarefa' })).toBeNull(),
    );
    const after = screen.getByTestId('kanban-card-2');
    expect(within(after).getByText('Retornar ligação')).toBeVisible();
    expect(within(after).getByText('Cliente pediu às 15h')).toBeVisible();
    expect(screen.queryByText('Erro ao atualizar tarefa…')).toBeNull();
  });

  it('puts the previous task back and shows the spec toast when an edit fails', async () => {
    routes((call) =>
      call.method === 'PUT' && call.path === '/kanban/2'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'x' } }
        : undefined,
    );
    const release = holdCardUpdates();
    renderPage();
    const dialog = await editLonely();
    const onBoard = screen.getByTestId('kanban-card-2');
    await waitFor(() => expect(within(onBoard).getByText('Retornar ligação')).toBeVisible());

    release();
    expect(await screen.findByText('Erro ao atualizar tarefa…')).toBeVisible();
    const after = screen.getByTestId('kanban-card-2');
    await waitFor(() => expect(within(after).getByText('Ligar de volta')).toBeVisible());
    expect(within(after).queryByText('Retornar ligação')).toBeNull();
    expect(within(after).queryByText('Cliente pediu às 15h')).toBeNull();
    // the dialog stays open with what was typed, to try again
    expect(within(dialog).getByLabelText(/Título/)).toHaveValue('Retornar ligação');
  });

  it('restores the board and shows the spec toast when deleting a task fails', async () => {
    routes((call) =>
      call.method === 'DELETE'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'x' } }
        : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('kanban-card-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Visualizando Tarefa' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir tarefa' });
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' })),
    );
    expect(await screen.findByText('Erro ao deletar tarefa…')).toBeVisible();
    expect(await screen.findByTestId('kanban-card-2')).toBeVisible();
  });

  /** Opens the new-task dialog by its texts (add button, title, create) and submits it empty. */
  async function submitEmptyTask([add, title, create]: [string, string, string]) {
    renderPage();
    await screen.findByTestId('kanban-card-1');
    fireEvent.click(screen.getByRole('button', { name: add }));
    const dialog = await screen.findByRole('dialog', { name: title });
    fireEvent.click(within(dialog).getByRole('button', { name: create }));
    return dialog;
  }

  it('validates a new task with the spec texts', async () => {
    const api = routes();
    const dialog = await submitEmptyTask(['+ Adicionar Tarefa', 'Criar Nova Tarefa', 'Criar']);
    expect(await within(dialog).findByText('O nome da tarefa é obrigatório!')).toBeVisible();
    expect(
      within(dialog).getByText('Selecione pelo menos uma fila ou um colaborador responsável!'),
    ).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('names the missing title and queue in the language chosen', async () => {
    await changeLanguage('en');
    routes();
    const dialog = await submitEmptyTask(['+ Add Task', 'Create New Task', 'Create']);
    expect(await within(dialog).findByText('The task name is required!')).toBeVisible();
    expect(
      within(dialog).getByText('Select at least one queue or one responsible colleague!'),
    ).toBeVisible();
  });
});
