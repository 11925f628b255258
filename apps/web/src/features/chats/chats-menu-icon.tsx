import { useContext, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { AuthContext } from '../../app/auth/auth-context';
import { afterFirstScreenLazy } from '../../components/after-first-screen';

// the dot's code and its list come after the first screen
const ChatsMenuDot = afterFirstScreenLazy(() =>
  import('./chats-menu-dot').then((m) => ({ default: m.ChatsMenuDot })),
);

/**
 * Wraps the 'Chat Interno' menu icon with the unread dot; outside a signed-in app (no query
 * client or session) the icon is shown as it is.
 */
export function ChatsMenuIcon({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  const user = useContext(AuthContext)?.user;
  if (!client || !user) return children;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      <ChatsMenuDot />
    </Box>
  );
}
