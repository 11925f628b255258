import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { KanbanBoardLaneDTO, KanbanCardDTO, SessionUserDTO } from '@atende/shared';
import { makeContact, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { KanbanPage } from './kanban-page';

// The board of the kanban page's tests: two lanes, a busy card and a lonely one.

export const ref = (id: number, name: string) => ({ id, name, color: '#2563EB' });
export const card = (over: Partial<KanbanCardDTO>): KanbanCardDTO => ({
  id: 1,
  title: 'Tarefa',
  description: '',
  createdAt: '2026-03-05T13:30:00.000Z',
  updatedAt: '2026-03-06T18:05:00.000Z',
  laneId: 10,
  position: 0,
  queues: [],
  tags: [],
  contacts: [],
  users: [],
  companyId: 3,
  ...over,
});
export const busy = card({
  id: 1,
  title: 'Muitas coisas',
  queues: [ref(1, 'Q1'), ref(2, 'Q2'), ref(3, 'Q3'), ref(4, 'Q4')],
  tags: [ref(5, 'T1'), ref(6, 'T2'), ref(7, 'T3'), ref(8, 'T4'), ref(9, 'T5')],
  contacts: [1, 2, 3, 4, 5].map((i) => ({
    id: i,
    name: `Cliente ${i}`,
    number: `551190000000${i}`,
    email: '',
    profilePicUrl: '',
  })),
});
export const lonely = card({
  id: 2,
  title: 'Ligar de volta',
  position: 1,
  users: [{ id: 7, name: 'Ana' }],
});
export const board = (): KanbanBoardLaneDTO[] => [
  { id: 10, name: 'A fazer', position: 0, color: '#5C59A0', kanbans: [busy, lonely] },
  { id: 11, name: 'Feito', position: 1, color: '#43A047', kanbans: [] },
];

export function routes(
  extra?: (call: FakeCall) => { status?: number; body?: unknown } | undefined,
) {
  return fakeApi(
    (call) => extra?.(call),
    (call) =>
      call.method === 'GET' && call.path === '/kanban' ? { body: { lanes: board() } } : undefined,
    (call) =>
      call.method === 'GET' && ['/queue', '/tags/list', '/users/list'].includes(call.path)
        ? { body: [] }
        : undefined,
    (call) =>
      call.method === 'GET' && call.path === '/contacts'
        ? { body: contactsPage(call.query.get('searchParam') ?? '') }
        : undefined,
  );
}

/** The address book GET /contacts searches, by name or number as the server does. */
export const ADDRESS_BOOK = [
  { id: 31, name: 'Maria Souza', number: '5511911110031' },
  { id: 32, name: 'Mariana Lima', number: '5511911110032' },
  { id: 33, name: 'João Alves', number: '5511911110033' },
];

function contactsPage(term: string) {
  const found = ADDRESS_BOOK.filter(
    (c) => c.name.toLowerCase().includes(term.toLowerCase()) || c.number.includes(term),
  ).map((c) => makeContact({ ...c, email: '' }));
  return { contacts: found, hasMore: false, count: found.length };
}

export function renderPage(user: SessionUserDTO = makeSessionUser({ id: 7, profile: 'admin' })) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <KanbanPage />
    </Providers>,
  );
}

/** A PUT /kanban/{id} is received at once but answered only when the returned call is made. */
export function holdCardUpdates() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchFn = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = fetchFn(input, init);
    if (init?.method === 'PUT' && /\/kanban\/\d+$/.test(String(input))) await gate;
    return reply;
  });
  return () => act(() => release());
}
