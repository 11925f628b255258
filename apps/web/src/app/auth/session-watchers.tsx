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
 * elsewhere or the server ends its session (to the login page, which says why), ping 'userStatus' every 5 minutes, and reload the company once a payment moved
 * its due date (the top bar's 'Ativo até', whatever page the admin is on).
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

  // company-{id}-payment reaches the admins; a failed reload keeps the old date until the next
  useCompanyEvent('payment', (event) => {
    if (event.action === 'CONCLUIDA') void refreshUser().catch(() => undefined);
  });

  useEffect(() => {
    if (!socket) return;
    const timer = setInterval(() => socket.emit(CLIENT_EVENTS.userStatus), USER_STATUS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [socket]);

  return null;
}
