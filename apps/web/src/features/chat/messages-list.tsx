import { useCallback, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, CircularProgress, Fab, Typography } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mayDeleteMessage, type MessageDTO } from '@atende/shared';
import { format, parseISO, subDays } from 'date-fns';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastError } from '../../lib/error-toast';
import { messagesApi } from '../tickets/tickets-api';
import { keepNewestPages, patchMessages, replaceMessage } from './chat-cache';
import { groupByDay } from './message-grouping';
import { MessageBubble } from './message-bubble';
import { ConversationSeparator } from './conversation-separator';
import { usePinnedScroll } from './use-pinned-scroll';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { ON_TOUCH_SCREEN } from '../../lib/touch-screen';

/** The message list loads the older page within 50 px of the top (spec 1 §9). */
export const LOAD_OLDER_THRESHOLD_PX = 50;

/**
 * On a touch screen a message's options chevron (24 px, and the only way to reply there) answers
 * a finger 40 x 40 px around it, mostly below and beside it, inside the bubble; it looks the same.
 */
const touchTargets = {
  [ON_TOUCH_SCREEN]: {
    '& .message-options::after': {
      content: '""',
      position: 'absolute',
      inset: '-4px -8px -12px -8px',
    },
  },
} as const;

function DaySeparator({ day }: { day: string }) {
  const { t } = useTranslation();
  const today = format(new Date(), 'yyyy-MM-dd');
  const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
  const label =
    day === today
      ? t('chat.today')
      : day === yesterday
        ? t('chat.yesterday')
        : day
          ? format(parseISO(day), 'dd/MM/yyyy')
          : '';
  return (
    <Box
      role="separator"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', my: 1 }}
    >
      <Chip size="small" label={label} />
    </Box>
  );
}

interface MessagesListProps {
  ticketId: number;
  messages: MessageDTO[];
  contactName: string;
  /** A group chat: each customer message names its sender. */
  isGroup?: boolean;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The messages could not be read: said so, never shown as an empty conversation. */
  failed?: boolean;
  onRetry?: () => void;
  /** Absent in a read-only view (the admin's peek): no reply, no delete. */
  onReply?: (message: MessageDTO) => void;
  /** Who is reading: delete is offered only on messages they may delete. */
  viewer?: { id: number; profile: string };
}

/**
 * Messages by day, oldest at the top, with the contact's earlier conversations above their
 * 'conversation ended/started' separators; scrolling near the top loads the older page in place.
 */
export function MessagesList({
  ticketId,
  messages,
  contactName,
  isGroup,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  failed,
  onRetry,
  onReply,
  viewer,
}: MessagesListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => groupByDay(messages), [messages]);
  const [toDelete, setToDelete] = useState<MessageDTO | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const scroll = usePinnedScroll(ref, content, messages);
  const { beforeOlder } = scroll;

  const loadOlder = useCallback(() => {
    const el = ref.current;
    if (!el || !hasOlder || loadingOlder) return;
    beforeOlder();
    onLoadOlder();
  }, [hasOlder, loadingOlder, onLoadOlder, beforeOlder]);

  // a first page too short to scroll never fires a scroll event: ask for the older one at once
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !loading && el.scrollHeight > 0 && el.scrollHeight <= el.clientHeight) loadOlder();
  }, [loading, messages, loadOlder]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    scroll.onScroll();
    if (e.currentTarget.scrollTop < LOAD_OLDER_THRESHOLD_PX) loadOlder();
  };

  /** Back to the newest message; the older pages scrolled through are let go (each was DOM). */
  const toNewest = () => {
    keepNewestPages(client, ticketId, 1);
    scroll.toBottom();
  };

  const remove = useMutation({
    mutationFn: (message: MessageDTO) => messagesApi.remove(message.id),
    // the update event confirms it; mark it at once meanwhile
    onSuccess: (_answer, message) =>
      patchMessages(client, ticketId, (d) =>
        replaceMessage(d, { ...message, isDeleted: true, body: '', mediaUrl: null }),
      ),
    onError: toastError,
  });

  return (
    <Box
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-busy={loading || loadingOlder}
      sx={(theme) => ({
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        py: 1,
        bgcolor: theme.palette.mode === 'dark' ? 'background.default' : '#eee',
        ...touchTargets,
      })}
    >
      {/* the rows' own box: its size changing (a picture loaded) keeps a list at the bottom there */}
      <Box ref={content}>
        {(loading || loadingOlder) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={24} aria-label={t('chat.loading')} />
          </Box>
        )}
        {failed && !loading && (
          <LoadFailedNotice text={t('chat.messagesFailed')} onRetry={onRetry} sx={{ m: 2 }} />
        )}
        {!loading && !failed && messages.length === 0 && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 4 }}>
            {t('chat.empty')}
          </Typography>
        )}
        {rows.map((row) =>
          row.kind === 'day' ? (
            <DaySeparator key={row.key} day={row.day} />
          ) : row.kind === 'conversation' ? (
            <ConversationSeparator key={row.key} edge={row.edge} />
          ) : (
            <MessageBubble
              key={row.key}
              message={row.message}
              contactName={contactName}
              isGroup={isGroup}
              onReply={onReply}
              onDelete={
                onReply && viewer && mayDeleteMessage(row.message, viewer) ? setToDelete : undefined
              }
            />
          ),
        )}
      </Box>
      {scroll.farFromNewest && (
        <Box
          sx={{ position: 'sticky', bottom: 8, display: 'flex', justifyContent: 'flex-end', pr: 2 }}
        >
          <Fab size="small" color="primary" aria-label={t('chat.toNewest')} onClick={toNewest}>
            <KeyboardArrowDown />
          </Fab>
        </Box>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title={t('chat.message.deleteTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {t('chat.message.deleteText')}
      </ConfirmDialog>
    </Box>
  );
}
