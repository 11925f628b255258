import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ChatDTO } from '@atende/shared';
import { InfiniteScrollArea } from '../../components/infinite-scroll-area';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import type { ListFailure } from '../../components/table-status-rows';
import { unreadsOf } from './chats-cache';

interface ChatListProps extends ListFailure {
  chats: ChatDTO[];
  meId: number;
  selectedId?: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  onSelect: (chat: ChatDTO) => void;
  onNew: () => void;
  onEdit: (chat: ChatDTO) => void;
  onDelete: (chat: ChatDTO) => void;
}

/** The user's chats, latest activity first, with their unread badge; the owner's edit and delete. */
export function ChatList(props: ChatListProps) {
  const { t } = useTranslation();
  const { chats, meId } = props;
  const none = chats.length === 0 && !props.loading;
  return (
    <Stack sx={{ height: '100%', minHeight: 0, gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={props.onNew}>
          {t('chats.new')}
        </Button>
      </Box>
      <InfiniteScrollArea
        hasMore={props.hasMore}
        loading={props.loading}
        onLoadMore={props.onLoadMore}
      >
        {none && props.failed ? (
          <LoadFailedNotice onRetry={props.onRetry} sx={{ m: 1 }} />
        ) : none ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('chats.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('chats.list')}>
            {chats.map((chat) => {
              const unreads = unreadsOf(chat, meId);
              const owner = chat.ownerId === meId;
              return (
                // the owner's buttons sit beside the row's button, not inside it
                <ListItem
                  key={chat.id}
                  disablePadding
                  divider
                  secondaryAction={
                    owner && (
                      <Stack direction="row">
                        <IconButton
                          size="small"
                          aria-label={`${t('chats.edit')} ${chat.title}`}
                          onClick={() => props.onEdit(chat)}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          edge="end"
                          aria-label={`${t('chats.delete')} ${chat.title}`}
                          onClick={() => props.onDelete(chat)}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Stack>
                    )
                  }
                >
                  <ListItemButton
                    selected={chat.id === props.selectedId}
                    onClick={() => props.onSelect(chat)}
                    sx={{ gap: 1, pr: owner ? 10 : 2 }}
                  >
                    <ListItemText
                      sx={{ minWidth: 0 }}
                      primary={chat.title}
                      secondary={chat.lastMessage || ' '}
                      slotProps={{
                        primary: { noWrap: true, fontWeight: unreads > 0 ? 700 : 500 },
                        secondary: { noWrap: true },
                      }}
                    />
                    {unreads > 0 && (
                      <Badge
                        color="secondary"
                        badgeContent={unreads}
                        aria-label={t('chats.unread', { count: unreads })}
                        sx={{ mx: 1.5 }}
                      />
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </InfiniteScrollArea>
    </Stack>
  );
}
