import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { useSocket } from '../auth/socket-provider';

/** A drop shorter than this passes unseen (a server restart, a network hiccup). */
export const OFFLINE_GRACE_MS = 3_000;

/**
 * A bar while the realtime connection is down: lists and chats stop being live then, and a
 * send may fail. It goes as soon as the connection is back (whose reconnect refetches).
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const socket = useSocket();
  const [offline, setOffline] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!socket) return;
    // every failed attempt says so again: the grace counts from the first
    const lost = () => {
      timer.current ??= setTimeout(() => setOffline(true), OFFLINE_GRACE_MS);
    };
    const back = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setOffline(false);
    };
    // the browser knows at once that its network is gone; the socket only after its ping times
    // out, some 45 s during which actions seemed to do nothing (decision 0152)
    const networkBack = () => {
      if (socket.connected) back(); // a short drop the connection survived: no 'connect' comes
    };
    socket.on('disconnect', lost);
    socket.on('connect_error', lost);
    socket.on('connect', back);
    window.addEventListener('offline', lost);
    window.addEventListener('online', networkBack);
    return () => {
      socket.off('disconnect', lost);
      socket.off('connect_error', lost);
      socket.off('connect', back);
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', networkBack);
      back();
    };
  }, [socket]);

  if (!offline) return null;
  // (a plain box: an Alert would weigh on every page's first load)
  return (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 0.75,
        fontSize: 14,
        // a standard warning's tints, which read at 7:1 or more in both modes
        bgcolor: (theme) => (theme.palette.mode === 'light' ? '#fff4e5' : '#3a2a0c'),
        color: (theme) => (theme.palette.mode === 'light' ? '#663c00' : '#ffd8a0'),
      }}
    >
      {t('errors.offline')}
    </Box>
  );
}
