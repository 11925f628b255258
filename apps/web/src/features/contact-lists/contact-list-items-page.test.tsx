import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ContactListDTO, ContactListItemDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { ContactListItemsPage } from './contact-list-items-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const list: ContactListDTO = {
  id: 5,
  name: 'Clientes VIP',
  contactsCount: 2,
  checkedCount: 1,
  validCount: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const item = (id: number, name: string, valid: boolean | null): ContactListItemDTO => ({
  id,
  contactListId: 5,
  companyId: 3,
  name,
  number: `55119000000${id}`,
  email: '',
  isWhatsappValid: valid,
  checkedAt: valid === null ? null : '2026-11-24T10:00:00.000Z',
});

function renderPage() {
  const { calls } = fakeApi((call) => {
    if (call.path === '/contact-lists/5') return { body: list };
    if (call.path === '/contact-list-items') {
      return {
        body: {
          contacts: [item(1, 'Ana Souza', true), item(2, 'Beto Lima', null)],
          hasMore: false,
        },
      };
    }
    return undefined;
  });
  const { Providers } = renderProviders(makeSessionUser({ companyId: 3, profile: 'admin' }));
  render(
    <Providers>
      <MemoryRouter initialEntries={['/contact-lists/5/contacts']}>
        <Routes>
          <Route path="/contact-lists/:contactListId/contacts" element={<ContactListItemsPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return calls;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('contact list items page', () => {
  it('shows the list name, each validity and the check progress, and follows it live', async () => {
    const calls = renderPage();
    // a loaded machine may need more than the default second
    await screen.findByText('Ana Souza', {}, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Clientes VIP' })).toBeVisible();
    expect(within(rowOf('Ana Souza')).getByTitle('WhatsApp válido')).toBeInTheDocument();
    expect(within(rowOf('Beto Lima')).getByTitle('Ainda não verificado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verificação no WhatsApp: 1 de 2 (1 válidos)',
    );

    // the validity job answers for Beto: his row and the progress change without a reload
    act(() => {
      socket.handlers.get('company-3-ContactListItem-5')!({
        action: 'update',
        record: item(2, 'Beto Lima', false),
      });
      socket.handlers.get('company-3-ContactList')!({
        action: 'update',
        record: { ...list, checkedCount: 2 },
      });
    });
    expect(
      await within(rowOf('Beto Lima')).findByTitle('Não está no WhatsApp'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Verificação no WhatsApp: 2 de 2 (1 válidos)',
      ),
    );
    expect(calls.map((c) => c.path)).toEqual(['/contact-lists/5', '/contact-list-items']);
  });

  it('keeps a validity that arrives while a reload is still reading the items', async () => {
    // the server's answers: Beto unchecked until the validity job has run
    let betoValid: boolean | null = null;
    let holdNext: Promise<void> | null = null;
    const itemPaths: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      if (path === '/contact-lists/5') return Response.json(list);
      itemPaths.push(path);
      // the rows are read now; the answer may come back later
      const contacts = [item(1, 'Ana Souza', true), item(2, 'Beto Lima', betoValid)];
      if (holdNext) await holdNext;
      return Response.json({ contacts, hasMore: false });
    });
    const { Providers } = renderProviders(makeSessionUser({ companyId: 3, profile: 'admin' }));
    render(
      <Providers>
        <MemoryRouter initialEntries={['/contact-lists/5/contacts']}>
          <Routes>
            <Route
              path="/contact-lists/:contactListId/contacts"
              element={<ContactListItemsPage />}
            />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    await screen.findByText('Beto Lima', {}, { timeout: 10_000 });

    // an import says "reload"; its read is slow, and Beto's validity lands meanwhile
    let release!: () => void;
    holdNext = new Promise((resolve) => (release = resolve));
    const items = 'company-3-ContactListItem-5';
    act(() => socket.handlers.get(items)!({ action: 'reload' }));
    await waitFor(() => expect(itemPaths).toHaveLength(2));
    holdNext = null;
    betoValid = false;
    act(() =>
      socket.handlers.get(items)!({ action: 'update', record: item(2, 'Beto Lima', false) }),
    );
    act(() => release());

    expect(
      await within(rowOf('Beto Lima')).findByTitle('Não está no WhatsApp'),
    ).toBeInTheDocument();
    await waitFor(() => expect(itemPaths).toHaveLength(3));
    expect(within(rowOf('Beto Lima')).getByTitle('Não está no WhatsApp')).toBeInTheDocument();
  });
});
