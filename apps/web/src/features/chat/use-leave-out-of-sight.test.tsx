import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, screen } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { makeTicket } from './chat-test-data';
import { useLeaveOutOfSight } from './use-leave-out-of-sight';

const agent = makeSessionUser({
  id: 7,
  profile: 'user',
  queues: [{ id: 2, name: 'Suporte', color: '#1976d2' }],
});
const mine = makeTicket({ status: 'open', userId: 7, queueId: 2 });
const away = { ...mine, status: 'pending' as const, userId: null, user: null, queueId: 5 };

function renderLeave(leaving: boolean) {
  const { Providers } = renderProviders(agent);
  const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;
  const leave = vi.fn();
  const ref = { current: leaving };
  const hook = renderHook(({ ticket }) => useLeaveOutOfSight(ticket, leave, ref), {
    wrapper,
    initialProps: { ticket: mine },
  });
  hook.rerender({ ticket: away });
  return leave;
}

describe('a chat whose ticket leaves the agent’s sight', () => {
  it('closes and says why when someone else moved it', async () => {
    const leave = renderLeave(false);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Este atendimento foi transferido e saiu da sua lista.'),
    ).toBeVisible();
  });

  it('says nothing more when the agent’s own transfer is already leaving it', () => {
    const leave = renderLeave(true);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByText('Este atendimento foi transferido e saiu da sua lista.')).toBeNull();
  });
});
