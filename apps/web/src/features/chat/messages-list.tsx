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

/** The message list loads the older page within 50 px of the top (spec 1 §9). */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** Within this distance of the bottom, new messages keep the list scrolled to the end. */
const STICK_TO_BOTTOM_PX = 120;

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
  onReply,
  viewer,
}: MessagesListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => groupByDay(messages), [messages]);
  const [toDelete, setToDelete] = useState<MessageDTO | null>(null);
  // what the last render showed, to tell an older page (prepended) from a new message (appended)
  const shown = useRef<{ oldest?: number; newest?: number }>({});
  const fromBottomBeforeOlder = useRef<number | null>(null);
  const nearBottom = useRef(true);
  // a screen or more above the newest message: a button goes back there
  const [farFromNewest, setFarFromNewest] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const oldest = messages[0]?.id;
    const newest = messages.at(-1)?.id;
    const previous = shown.current;
    if (oldest !== previous.oldest && fromBottomBeforeOlder.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottomBeforeOlder.current;
      fromBottomBeforeOlder.current = null;
    }
    if (newest !== previous.newest) {
      const first = previous.newest === undefined;
      if (first || nearBottom.current || messages.at(-1)?.fromMe) el.scrollTop = el.scrollHeight;
    }
    shown.current = { oldest, newest };
  }, [messages]);

  const loadOlder = useCallback(() => {
    const el = ref.current;
    if (!el || !hasOlder || loadingOlder) return;
    fromBottomBeforeOlder.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // a first page too short to scroll never fires a scroll event: ask for the older one at once
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !loading && el.scrollHeight > 0 && el.scrollHeight <= el.clientHeight) loadOlder();
  }, [loading, messages, loadOlder]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const fromBottom = el.scrollHeight - (el.scrollTop + el.clientHeight);
    nearBottom.current = fromBottom < STICK_TO_BOTTOM_PX;
    setFarFromNewest(fromBottom > el.clientHeight);
    if (el.scrollTop < LOAD_OLDER_THRESHOLD_PX) loadOlder();
  };

  /** Back to the newest message; the older pages scrolled through are let go (each was DOM). */
  const toNewest = () => {
    keepNewestPages(client, ticketId, 1);
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
    nearBottom.current = true;
    setFarFromNewest(false);
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
      })}
    >
      {(loading || loadingOlder) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={24} aria-label={t('chat.loading')} />
        </Box>
      )}
      {!loading && messages.length === 0 && (
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
      {farFromNewest && (
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
