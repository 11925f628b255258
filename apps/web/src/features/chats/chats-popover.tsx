import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { useCurrentUser } from '../../app/auth/auth-context';
import { formatTicketTime } from '../tickets/ticket-format';
import { unreadsOf } from './chats-cache';
import { useChatsPages, useChatsRealtime, useUnreadChatCount } from './use-chats';

/** How many of the latest chats the popover lists. */
const POPOVER_MAX = 10;

/**
 * The top bar's chats popover (spec 1 top bar): the latest chats with their unread counts, the
 * badge counting the chats with unread messages; a click opens the chat. It also keeps the
 * user's chat list live for the menu's dot. The top bar loads it after the first screen.
 */
export function ChatsPopover() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const list = useChatsPages();
  useChatsRealtime();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const chats = (list.data?.pages ?? []).flatMap((p) => p.records).slice(0, POPOVER_MAX);
  const unread = useUnreadChatCount();
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  return (
    <>
      <DeferredTooltip title={t('chats.popover.title')}>
        <IconButton
          color="inherit"
          aria-label={t('chats.popover.open', { count: unread })}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge
            badgeContent={unread || undefined}
            color="secondary"
            // the button's label says the count; read twice otherwise
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            <ForumOutlined />
          </Badge>
        </IconButton>
      </DeferredTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          // as the top bar's other panels: a dialog named by its heading
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(480px, 75dvh)' },
          },
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}
        >
          {t('chats.popover.title')}
        </Typography>
        {chats.length === 0 && list.isError ? (
          <LoadFailedNotice onRetry={() => void list.refetch()} sx={{ mx: 2, mb: 2 }} />
        ) : chats.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {t('chats.popover.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('chats.popover.title')}>
            {chats.map((chat) => {
              const count = unreadsOf(chat, me.id);
              return (
                <ListItem key={chat.id} disablePadding>
                  <ListItemButton
                    onClick={() => go(`/chats/${chat.uuid}`)}
                    sx={{ borderTop: 1, borderColor: 'divider', gap: 1 }}
                  >
                    <ListItemText
                      sx={{ minWidth: 0 }}
                      primary={chat.title}
                      secondary={chat.lastMessage || ' '}
                      slotProps={{
                        primary: { noWrap: true, fontWeight: count > 0 ? 700 : 500 },
                        secondary: { noWrap: true },
                      }}
                    />
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {formatTicketTime(chat.updatedAt)}
                    </Typography>
                    {count > 0 && (
                      <Badge
                        color="secondary"
                        badgeContent={count}
                        aria-label={t('chats.unread', { count })}
                        sx={{ mx: 1.5 }}
                      />
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <Button
          fullWidth
          onClick={() => go('/chats')}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        >
          {t('chats.popover.seeAll')}
        </Button>
      </Popover>
    </>
  );
}
