import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientContext } from '@tanstack/react-query';
import { Badge } from '@mui/material';
import { can } from '@atende/shared';
import { AuthContext } from '../../app/auth/auth-context';
import { useConnectionsAlert } from './use-connections-alert';
import { useWhatsapps, useWhatsappsRealtime } from './use-whatsapps';

/** The '!' over the icon, kept live by the shared connections query and its events. */
function LiveBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const list = useWhatsapps();
  useWhatsappsRealtime();
  const alert = useConnectionsAlert(list.data);
  return (
    <Badge
      badgeContent="!"
      color="error"
      invisible={!alert}
      overlap="circular"
      title={alert ? t('menu.connectionsAlert') : undefined}
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'connections-alert' } as object }}
    >
      {children}
    </Badge>
  );
}

/**
 * Wraps the Connections menu icon. Only users allowed to manage connections get the badge;
 * outside a signed-in app (no query client or session) the icon is shown as it is.
 */
export function ConnectionsMenuBadge({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  const user = useContext(AuthContext)?.user;
  if (!client || !user || !can(user.profile, 'connections-page:actionButtons')) return children;
  return <LiveBadge>{children}</LiveBadge>;
}
