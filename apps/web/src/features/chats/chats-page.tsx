import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { ChatDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastError } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { useIsPhone } from '../../lib/use-is-phone';
import { ChatDialog } from './chat-dialog';
import { ChatList } from './chat-list';
import { ChatMessagesPane } from './chat-messages-pane';
import { chatsApi } from './chats-api';
import { CHAT_ONE_KEY, cacheRemove, cacheReplace, unreadsOf } from './chats-cache';
import { useChatsPages, useChatsRealtime } from './use-chats';

/**
 * /chats and /chats/{uuid} (spec 3 Chats): the list at left, the open chat's messages at right;
 * on narrow screens two tabs, 'Chats' and 'Mensagens'.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id: uuid } = useParams();
  const list = useChatsPages();
  useChatsRealtime();
  const chats = useMemo(() => (list.data?.pages ?? []).flatMap((p) => p.records), [list.data]);
  const listed = chats.find((c) => c.uuid === uuid);
  // a chat further down than the pages loaded, opened by its address
  const fetched = useQuery({
    queryKey: [...CHAT_ONE_KEY, uuid],
    queryFn: () => chatsApi.get(uuid!),
    enabled: Boolean(uuid) && !listed && !list.isLoading,
    retry: false,
  });
  const current = listed ?? (fetched.data?.uuid === uuid ? fetched.data : undefined);
  const [tab, setTab] = useState(uuid ? 1 : 0);
  const [editing, setEditing] = useState<ChatDTO | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChatDTO | null>(null);

  // opened: its unread count goes to 0
  const unread = current ? unreadsOf(current, me.id) : 0;
  useEffect(() => {
    if (!current || unread === 0) return;
    chatsApi.read(current.id, me.id).then(
      (chat) => cacheReplace(client, chat),
      () => undefined,
    );
  }, [current?.id, unread, me.id, client]); // eslint-disable-line react-hooks/exhaustive-deps

  // the open chat was deleted, or the user taken out of it: back to the list, saying why
  // (not to the owner who has just deleted it here)
  const deletedHere = useRef<string | null>(null);
  const gone = Boolean(uuid) && !current && !list.isLoading && fetched.isError;
  useEffect(() => {
    if (!gone) return;
    if (deletedHere.current !== uuid) showToast(t('chats.gone'), 'info');
    void navigate('/chats', { replace: true });
  }, [gone, navigate, uuid, t]);

  const open = (chat: ChatDTO) => {
    void navigate(`/chats/${chat.uuid}`);
    setTab(1);
  };
  const remove = useMutation({
    mutationFn: (chat: ChatDTO) => chatsApi.remove(chat.id),
    onSuccess: (_, chat) => {
      cacheRemove(client, chat.id);
      if (chat.uuid === uuid) void navigate('/chats', { replace: true });
    },
    onError: toastError,
  });

  const listPane = (
    <ChatList
      chats={chats}
      meId={me.id}
      selectedId={current?.id}
      hasMore={Boolean(list.hasNextPage)}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      onLoadMore={() => void list.fetchNextPage()}
      onSelect={open}
      onNew={() => setEditing('new')}
      onEdit={setEditing}
      onDelete={setDeleting}
    />
  );
  const messagesPane = current ? (
    <ChatMessagesPane key={current.id} chat={current} meId={me.id} />
  ) : (
    <Paper variant="outlined" sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <Typography color="text.secondary">{t('chats.pickChat')}</Typography>
    </Paper>
  );

  return (
    <Box
      sx={{ p: { xs: 1, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h5" component="h1" color="primary">
        {t('chats.title')}
      </Typography>
      {isPhone ? (
        <>
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth">
            <Tab label={t('chats.tabChats')} />
            <Tab label={t('chats.tabMessages')} />
          </Tabs>
          <Box sx={{ flex: 1, minHeight: 0 }}>{tab === 0 ? listPane : messagesPane}</Box>
        </>
      ) : (
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(280px, 1fr) 2fr',
            gap: 2,
          }}
        >
          <Box sx={{ minHeight: 0 }}>{listPane}</Box>
          <Box sx={{ minHeight: 0 }}>{messagesPane}</Box>
        </Box>
      )}
      {editing && (
        <ChatDialog
          chat={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(chat) => editing === 'new' && open(chat)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chats.confirmTitle')}
        confirmLabel={t('chats.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deletedHere.current = deleting.uuid;
          remove.mutate(deleting);
        }}
      >
        {t('chats.confirmBody')}
      </ConfirmDialog>
    </Box>
  );
}
