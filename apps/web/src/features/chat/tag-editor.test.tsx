import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { companyChannel } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeTicket } from './chat-test-data';
import { TagEditor } from './tag-editor';

const socket = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('../../app/auth/socket-provider', () => ({
  useSocket: () => null,
  useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
    socket.handlers.set(event, handler);
  },
  useSocketReconnect: () => undefined,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  socket.handlers.clear();
});

describe('tag editor', () => {
  it('offers a tag created elsewhere as soon as its event arrives', async () => {
    const user = makeSessionUser();
    let tags = [{ id: 1, name: 'Urgente', color: '#E53935', kanban: 0 }];
    fakeApi((call) =>
      call.method === 'GET' && call.path === '/tags/list' ? { body: tags } : undefined,
    );
    const { Providers } = renderProviders(user);
    render(
      <Providers>
        <TagEditor ticket={makeTicket()} onSaved={vi.fn()} />
      </Providers>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    expect(await within(await screen.findByRole('listbox')).findByText('Urgente')).toBeVisible();

    tags = [...tags, { id: 2, name: 'Promoção', color: '#43A047', kanban: 0 }];
    act(() => {
      socket.handlers.get(companyChannel(user.companyId, 'tag'))!({
        action: 'create',
        tag: tags[1],
      });
    });
    expect(await within(screen.getByRole('listbox')).findByText('Promoção')).toBeVisible();
  }, 20_000);
});
