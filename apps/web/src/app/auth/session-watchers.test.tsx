import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { api } from '../../lib/api-client';
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

  it("leave when the server ends this user's session, not another's", () => {
    const endSession = vi.spyOn(api, 'endSession').mockImplementation(() => undefined);
    const user = makeSessionUser({ id: 7 });
    const { Providers } = renderProviders(user);
    render(
      <Providers>
        <SessionWatchers />
      </Providers>,
    );
    const auth = socket.handlers.get(`company-${user.companyId}-auth`)!;
    act(() => auth({ action: 'end', user: { id: 8 } }));
    expect(endSession).not.toHaveBeenCalled();
    act(() => auth({ action: 'end', user: { id: 7 } }));
    expect(endSession).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, code: 'ERR_UNAUTHORIZED' }),
    );
    endSession.mockRestore();
  });

  it('reload the user when an admin changes them or removes one of their queues', () => {
    const user = makeSessionUser({ id: 7, queues: [{ id: 3, name: 'Vendas', color: '#123456' }] });
    const { Providers, auth } = renderProviders(user);
    render(
      <Providers>
        <SessionWatchers />
      </Providers>,
    );
    const users = socket.handlers.get(`company-${user.companyId}-user`)!;
    const queues = socket.handlers.get(`company-${user.companyId}-queue`)!;
    act(() => users({ action: 'update', user: { id: 8 } }));
    act(() => queues({ action: 'delete', queueId: 4 }));
    expect(auth.refreshUser).not.toHaveBeenCalled();
    act(() => users({ action: 'update', user: { id: 7 } }));
    expect(auth.refreshUser).toHaveBeenCalledTimes(1);
    act(() => queues({ action: 'delete', queueId: 3 }));
    expect(auth.refreshUser).toHaveBeenCalledTimes(2);
  });
});
