import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { socket } from '../../test/socket-provider-mock';
import { SessionWatchers } from './session-watchers';

vi.mock('./socket-provider', () => import('../../test/socket-provider-mock'));

describe('session watchers', () => {
  it('reload the company once a payment moved its due date, wherever the admin is', () => {
    const user = makeSessionUser({ profile: 'admin' });
    const { Providers, auth } = renderProviders(user);
    render(
      <Providers>
        <SessionWatchers />
      </Providers>,
    );
    const payment = socket.handlers.get(`company-${user.companyId}-payment`)!;
    act(() => payment({ action: 'PENDENTE' }));
    expect(auth.refreshUser).not.toHaveBeenCalled();
    act(() => payment({ action: 'CONCLUIDA', dueDate: '2027-01-15' }));
    expect(auth.refreshUser).toHaveBeenCalledTimes(1);
  });
});
