import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { TicketNoteDTO } from '@atende/shared';
import { act } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { socket } from '../../test/socket-provider-mock';
import { TicketNotes, validateNote } from './ticket-notes';
import { ticketNotesApi } from './ticket-notes-api';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
vi.mock('./ticket-notes-api', () => ({
  ticketNotesApi: { list: vi.fn(), create: vi.fn(), remove: vi.fn() },
}));

const api = vi.mocked(ticketNotesApi);

const note = (id: number, text: string): TicketNoteDTO => ({
  id,
  note: text,
  ticketId: 10,
  contactId: 5,
  userId: 7,
  user: { id: 7, name: 'Ana' },
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
});

function renderNotes() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <TicketNotes ticketId={10} contactId={5} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const noteBox = () => screen.getByRole('textbox', { name: 'Nova observação' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar observação' }));

beforeEach(() => {
  vi.resetAllMocks();
  api.list.mockResolvedValue([note(1, 'cliente prefere email')]);
});

describe('ticket notes', () => {
  it('requires a note of at least 2 characters', () => {
    expect(validateNote('')).toBe('noteRequired');
    expect(validateNote('   ')).toBe('noteRequired');
    expect(validateNote(' a ')).toBe('noteTooShort');
    expect(validateNote('ok')).toBeNull();
  });

  it('refuses a blank or one-letter note without calling the server', async () => {
    renderNotes();
    expect(await screen.findByText('cliente prefere email')).toBeVisible();
    save();
    expect(await screen.findByText('Obrigatório')).toBeVisible();
    fireEvent.change(noteBox(), { target: { value: 'x' } });
    expect(await screen.findByText('Mínimo de 2 caracteres')).toBeVisible();
    save();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('adds a note, lists it first and says so', async () => {
    api.create.mockResolvedValue(note(2, 'ligar amanhã'));
    renderNotes();
    await screen.findByText('cliente prefere email');
    fireEvent.change(noteBox(), { target: { value: '  ligar amanhã ' } });
    save();
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({ note: 'ligar amanhã', ticketId: 10, contactId: 5 }),
    );
    expect(await screen.findByText('Observação adicionada com sucesso!')).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Observações' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain('ligar amanhã');
    expect((noteBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes a note after confirmation', async () => {
    api.remove.mockResolvedValue(undefined);
    renderNotes();
    await screen.findByText('cliente prefere email');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir observação' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir esta observação?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(1));
    expect(await screen.findByText('Observação excluída com sucesso!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('cliente prefere email')).toBeNull());
  });
});

describe('ticket notes, live', () => {
  it("a colleague's note shows as it is added, and goes as it is removed", async () => {
    api.list.mockResolvedValue([note(1, 'Primeira')]);
    const user = makeSessionUser();
    const { Providers } = renderProviders(user);
    render(
      <Providers>
        <TicketNotes ticketId={10} contactId={5} />
      </Providers>,
    );
    expect(await screen.findByText('Primeira')).toBeVisible();
    const play = socket.handlers.get(`company-${user.companyId}-ticketNote`)!;
    act(() => play({ action: 'create', note: note(2, 'Prefere contato à tarde') }));
    // another ticket's note is not this drawer's
    act(() => play({ action: 'create', note: { ...note(3, 'De outro ticket'), ticketId: 11 } }));
    expect(await screen.findByText('Prefere contato à tarde')).toBeVisible();
    expect(screen.queryByText('De outro ticket')).toBeNull();
    act(() => play({ action: 'delete', noteId: 1, ticketId: 10 }));
    await waitFor(() => expect(screen.queryByText('Primeira')).toBeNull());
  });

  it("one's own note shows once though its live event comes before the answer", async () => {
    api.list.mockResolvedValue([]);
    let answer: (n: TicketNoteDTO) => void = () => undefined;
    api.create.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = makeSessionUser();
    const { Providers } = renderProviders(user);
    render(
      <Providers>
        <TicketNotes ticketId={10} contactId={5} />
      </Providers>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nova observação' }), {
      target: { value: 'Ligar amanhã' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar observação' }));
    const play = socket.handlers.get(`company-${user.companyId}-ticketNote`)!;
    act(() => play({ action: 'create', note: note(9, 'Ligar amanhã') }));
    expect(await screen.findByText('Ligar amanhã')).toBeVisible();
    await act(async () => answer(note(9, 'Ligar amanhã')));
    expect(await screen.findByText('Observação adicionada com sucesso!')).toBeVisible();
    expect(screen.getAllByText('Ligar amanhã')).toHaveLength(1);
  });
});
