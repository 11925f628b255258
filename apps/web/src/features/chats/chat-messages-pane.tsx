import { useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX, CHAT_OLDER_THRESHOLD_PX, type ChatDTO } from '@atende/shared';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format-number';
import { formatTicketTime } from '../tickets/ticket-format';
import { chatsApi } from './chats-api';
import { cacheAppendMessage } from './chats-cache';
import { useChatMessages } from './use-chat-messages';

/** Within this distance of the bottom, a new message keeps the pane scrolled to the end. */
const STICK_TO_BOTTOM_PX = 120;

/**
 * The open chat's messages, oldest at the top; within 600 px of the top the older page loads in
 * place (spec 3 §9). Enter sends (Shift+Enter breaks the line); a blank message is not sent.
 * Send errors raise no toast (spec 3 §4, §5), but the text comes back to the box with a quiet
 * line under it: a message that did not go is never lost (decision 0153).
 */
export function ChatMessagesPane({ chat, meId }: { chat: ChatDTO; meId: number }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { messages, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = useChatMessages(
    chat.id,
  );
  const [text, setText] = useState('');
  const [unsent, setUnsent] = useState(false);
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<{ oldest?: number; newest?: number }>({});
  const fromBottomBeforeOlder = useRef<number | null>(null);
  const nearBottom = useRef(true);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const oldest = messages[0]?.id;
    const newest = messages.at(-1)?.id;
    if (oldest !== shown.current.oldest && fromBottomBeforeOlder.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottomBeforeOlder.current;
      fromBottomBeforeOlder.current = null;
    }
    if (newest !== shown.current.newest) {
      const first = shown.current.newest === undefined;
      if (first || nearBottom.current || messages.at(-1)?.senderId === meId) {
        el.scrollTop = el.scrollHeight;
      }
    }
    shown.current = { oldest, newest };
  }, [messages, meId]);

  const loadOlder = () => {
    const el = ref.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    fromBottomBeforeOlder.current = el.scrollHeight - el.scrollTop;
    void fetchNextPage();
  };
  // a first page too short to scroll never fires a scroll event: ask for the older one at once
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !isLoading && hasNextPage && el.scrollHeight <= el.clientHeight) loadOlder();
  });

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    nearBottom.current = el.scrollHeight - (el.scrollTop + el.clientHeight) < STICK_TO_BOTTOM_PX;
    if (el.scrollTop < CHAT_OLDER_THRESHOLD_PX) loadOlder();
  };

  const send = () => {
    const message = text.trim();
    if (!message || tooLong) return;
    setText('');
    setUnsent(false);
    chatsApi.send(chat.id, message).then(
      (sent) => cacheAppendMessage(client, sent),
      () => {
        // back where it was typed, unless the user has started another message meanwhile
        setText((current) => current || message);
        setUnsent(true);
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Typography
        variant="subtitle1"
        noWrap
        sx={{ px: 2, py: 1, fontWeight: 700, borderBottom: 1, borderColor: 'divider' }}
      >
        {chat.title}
      </Typography>
      <Box
        ref={ref}
        onScroll={onScroll}
        role="log"
        aria-label={t('chats.messagesOf', { title: chat.title })}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        {(isLoading || isFetchingNextPage) && (
          <CircularProgress size={20} sx={{ alignSelf: 'center' }} />
        )}
        {!isLoading && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ alignSelf: 'center', my: 'auto' }}>
            {t('chats.noMessages')}
          </Typography>
        )}
        {messages.map((m) => {
          const mine = m.senderId === meId;
          return (
            <Box
              key={m.id}
              data-testid="chat-message"
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '80%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? 'primary.main' : 'action.hover',
                color: mine ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {!mine && (
                <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
                  {m.sender?.name ?? '—'}
                </Typography>
              )}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Typography>
              <Typography
                variant="caption"
                sx={{ display: 'block', textAlign: 'right', opacity: 0.75 }}
              >
                {formatTicketTime(m.createdAt)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ p: 1, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}
      >
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          placeholder={t('chats.inputPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setUnsent(false);
          }}
          onKeyDown={onKeyDown}
          error={tooLong || unsent}
          helperText={
            tooLong
              ? t('chats.tooLong', {
                  size: formatNumber(text.length, i18n.language),
                  max: formatNumber(CHAT_MESSAGE_MAX, i18n.language),
                })
              : unsent
                ? t('chats.unsent')
                : undefined
          }
          slotProps={{ htmlInput: { 'aria-label': t('chats.inputPlaceholder') } }}
        />
        <IconButton
          color="primary"
          aria-label={t('chats.send')}
          onClick={send}
          disabled={!text.trim() || tooLong}
        >
          <SendIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
