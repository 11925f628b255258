import { useContext } from 'react';
import { companyChannel, type ServerChannel, type ServerEvents } from '@atende/shared';
import { AuthContext } from '../app/auth/auth-context';
import { useSocketEvent } from '../app/auth/socket-provider';

/**
 * Subscribes, while mounted, to `company-{id}-{channel}` of the signed-in user's company. The
 * handler receives that channel's payload as the shared wire protocol declares it.
 */
export function useCompanyEvent<C extends ServerChannel>(
  channel: C,
  handler: (payload: ServerEvents[C]) => void,
): void {
  const companyId = useContext(AuthContext)?.user?.companyId;
  useSocketEvent(companyId === undefined ? null : companyChannel(companyId, channel), handler);
}
