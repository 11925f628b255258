import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { useUnreadChatCount } from './use-chats';

/**
 * The side menu's dot on 'Chat Interno' while a chat has unread messages (spec 1 §2). It reads
 * the unread set the top bar's popover keeps current; the menu loads it after the first screen.
 */
export function ChatsMenuDot() {
  const { t } = useTranslation();
  if (useUnreadChatCount() === 0) return null;
  return (
    <Box
      component="span"
      role="status"
      aria-label={t('chats.menuDot')}
      data-testid="chats-menu-dot"
      sx={{
        position: 'absolute',
        top: -2,
        right: -4,
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'error.main',
      }}
    />
  );
}
