import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { socket } from '../../test/socket-provider-mock';
import { makeMessage } from './chat-test-data';
import { useTicketMessages } from './use-ticket-messages';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
afterEach(() => vi.unstubAllGlobals());

describe("a long conversation's pages", () => {
  it('back online, only the three newest pages are read again', async () => {
    // pages of 20 going back from message 1000, with more always before them
    const { calls } = fakeApi((call) => {
      if (!call.path.startsWith('/messages/10')) return undefined;
      const before = Number(call.query.get('before') ?? 1001);
      const ids = Array.from({ length: 20 }, (_, i) => before - 20 + i);
      return { body: { messages: ids.map((id) => makeMessage({ id })), hasMore: true } };
    });
    const { Providers } = renderProviders(makeSessionUser());
    const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;
    const { result } = renderHook(() => useTicketMessages(10), { wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(20));
    for (let page = 2; page <= 8; page++) {
      // one page at a time, as scrolling up asks: a call made while a fetch still runs is
      // taken by that fetch (on a loaded machine the seven calls once made seven pages)
      await waitFor(() => expect(result.current.isFetching).toBe(false));
      await act(() => result.current.fetchNextPage());
      await waitFor(() => expect(result.current.data?.pages).toHaveLength(page));
    }
    const asked = calls.length;

    act(() => socket.reconnect());
    await waitFor(() => expect(calls.length - asked).toBe(3));
    expect(result.current.data?.pages).toHaveLength(3);
    expect(result.current.messages.at(-1)?.id).toBe(1000);
  });
});
