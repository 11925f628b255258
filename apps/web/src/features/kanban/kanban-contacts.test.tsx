import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdCardUpdates, lonely, renderPage, routes } from './kanban-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
afterEach(() => vi.unstubAllGlobals());

// A card's contacts and the board's Contact filter search the address book on the server
// (decision 0139): neither loads every contact of the company.

/** The search waits 500 ms after the last keystroke (spec), then asks the server. */
const AFTER_THE_DEBOUNCE = { timeout: 5000 };

describe('kanban contacts', { timeout: 15_000 }, () => {
  it('links a task to contacts found by typing, and shows them before the server answers', async () => {
    const api = routes((call) =>
      call.method === 'PUT' && call.path === '/kanban/2' ? { body: lonely } : undefined,
    );
    holdCardUpdates(); // the server's answer never comes: the board shows the dialog's names
    renderPage();
    fireEvent.click(await screen.findByTestId('kanban-card-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Visualizando Tarefa' });
    const field = within(dialog).getByLabelText('Contatos');
    act(() => field.focus()); // one types in a field that has the focus
    fireEvent.change(field, { target: { value: 'mari' } });
    // the server's answer for 'mari': João is not among the options
    const shown = () => screen.queryAllByRole('option').map((o) => o.textContent);
    await waitFor(
      () =>
        expect(shown()).toEqual(['Maria Souza - 5511911110031', 'Mariana Lima - 5511911110032']),
      AFTER_THE_DEBOUNCE,
    );
    fireEvent.click(screen.getByRole('option', { name: 'Maria Souza - 5511911110031' }));
    expect(within(dialog).getByRole('button', { name: 'Maria Souza' })).toBeVisible();
    fireEvent.change(field, { target: { value: '0033' } });
    await waitFor(
      () => expect(shown()).toEqual(['João Alves - 5511911110033']),
      AFTER_THE_DEBOUNCE,
    );
    fireEvent.click(screen.getByRole('option', { name: 'João Alves - 5511911110033' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { contacts: [31, 33] },
      ]),
    );
    const card = screen.getByTestId('kanban-card-2');
    expect(within(card).getByText('Maria Souza')).toBeVisible();
    expect(within(card).getByText('João Alves')).toBeVisible();
    expect(api.calls.some((c) => c.path === '/contacts/list')).toBe(false);
  });

  it("filters the board by a contact found by typing, and back to 'Todos' when cleared", async () => {
    const api = routes();
    renderPage();
    await screen.findByTestId('kanban-card-1');
    const filter = screen.getByTestId('kanban-filter-contactId');
    act(() => filter.focus());
    expect(filter).toHaveAttribute('placeholder', 'Todos');
    fireEvent.change(filter, { target: { value: 'joão' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), AFTER_THE_DEBOUNCE);
    fireEvent.click(screen.getByRole('option', { name: 'João Alves - 5511911110033' }));
    const boards = () =>
      api.calls.filter((c) => c.path === '/kanban').map((c) => c.query.get('contactId'));
    await waitFor(() => expect(boards().at(-1)).toBe('33'));
    expect(filter).toHaveValue('João Alves');

    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(boards().at(-1)).toBeNull());
    expect(filter).toHaveValue('');
    expect(api.calls.some((c) => c.path === '/contacts/list')).toBe(false);
  });
});
