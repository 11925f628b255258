import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_EVENTS, USER_STATUS_INTERVAL_MS } from '@atende/shared';
import { toastWarning } from '../../lib/error-toast';
import { api, ApiError } from '../../lib/api-client';
import { decodeJwt } from '../../lib/jwt';
import { clearSession, getToken } from '../../lib/session-storage';
import { useAuth, useCurrentUser } from './auth-context';
import { useCompanyEvent } from '../../lib/use-company-event';
import { useSocket } from './socket-provider';

export const OTHER_SESSION_DELAY_MS = 1000;

/**
 * Session duties while signed in (spec 1 §4 Session): leave when this account signs in
 * elsewhere or the server ends its session (to the login page, which says why), ping
 * 'userStatus' every 5 minutes, and reload the user when an admin changes them or their queues,
 * or a payment moves the company's due date (the top bar's 'Ativo até', on any page).
 */
export function SessionWatchers() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const socket = useSocket();
  const { refreshUser } = useAuth();

  // company-{id}-auth, to this user's sockets: a login elsewhere, or the session ended
  useCompanyEvent('auth', (data) => {
    if (data?.user?.id !== user.id) return;
    if (data.action === 'end') {
      api.endSession(new ApiError(401, 'ERR_UNAUTHORIZED', ''));
      return;
    }
    if (data.action !== 'update') return;
    const mySession = decodeJwt(getToken())?.sid;
    if (data.sessionId === undefined || String(data.sessionId) === String(mySession)) return;
    toastWarning(t('errors.otherSession'));
    setTimeout(() => {
      clearSession();
      window.location.reload();
    }, OTHER_SESSION_DELAY_MS);
  });

  // an admin changed this user (profile, queues, allTicket) or removed one of their queues: the
  // session's copy follows, and with it the lists, their queue filter and the menu
  const reloadUser = () => void refreshUser().catch(() => undefined);
  useCompanyEvent('user', (event) => {
    if (event.action === 'update' && event.user.id === user.id) reloadUser();
  });
  useCompanyEvent('queue', (event) => {
    const queueId = event.action === 'delete' ? event.queueId : event.queue.id;
    if (event.action !== 'create' && user.queues.some((q) => q.id === queueId)) reloadUser();
  });

  // company-{id}-payment reaches the admins; a failed reload keeps the old date until the next
  useCompanyEvent('payment', (event) => {
    if (event.action === 'CONCLUIDA') reloadUser();
  });

  useEffect(() => {
    if (!socket) return;
    const timer = setInterval(() => socket.emit(CLIENT_EVENTS.userStatus), USER_STATUS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [socket]);

  return null;
}
