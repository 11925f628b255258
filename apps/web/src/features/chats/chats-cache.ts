import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  ChatDTO,
  ChatMessageDTO,
  ChatMessagesPageDTO,
  ChatsPageDTO,
  UnreadChatsDTO,
} from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';

export const CHATS_KEY = ['chats'] as const;
export const CHATS_PAGE_KEY = ['chats', 'page'] as const;
/** GET /chats/unread: the viewer's unread chats, loaded or not (the menu's dot, the badge). */
export const CHATS_UNREAD_KEY = ['chats', 'unread'] as const;
/** A chat opened by its address, when it is not among the pages loaded. */
export const CHAT_ONE_KEY = ['chats', 'one'] as const;
export const chatMessagesKey = (chatId: number) => ['chats', 'messages', chatId] as const;

type ListData = InfiniteData<ChatsPageDTO, number>;
type MessagesData = InfiniteData<ChatMessagesPageDTO, unknown>;

const pages = infinitePages<ChatsPageDTO, 'records', ChatDTO>('records');

/** How many of the chat's messages `userId` has not read. */
export const unreadsOf = (chat: ChatDTO, userId: number) =>
  chat.users.find((u) => u.userId === userId)?.unreads ?? 0;

/** A chat's news for the viewer's unread set: in it while they have messages to read. */
export function cacheUnread(client: QueryClient, chat: ChatDTO, viewerId: number) {
  client.setQueryData<UnreadChatsDTO>(CHATS_UNREAD_KEY, (d) => {
    if (!d) return d;
    const others = d.chatIds.filter((id) => id !== chat.id);
    return { chatIds: unreadsOf(chat, viewerId) > 0 ? [chat.id, ...others] : others };
  });
}

/** A new chat or one with a new message: at the top of every list. */
export function cacheMoveToTop(client: QueryClient, chat: ChatDTO) {
  client.setQueriesData<ListData>({ queryKey: CHATS_PAGE_KEY }, (d) =>
    pages.upsertFirst(pages.remove(d, chat.id), chat),
  );
}

/** Renamed, members changed or read: replaced where listed. */
export function cacheReplace(client: QueryClient, chat: ChatDTO) {
  client.setQueriesData<ListData>({ queryKey: CHATS_PAGE_KEY }, (d) => pages.replace(d, chat));
}

export function cacheRemove(client: QueryClient, id: number) {
  client.setQueryData<UnreadChatsDTO>(CHATS_UNREAD_KEY, (d) =>
    d ? { chatIds: d.chatIds.filter((c) => c !== id) } : d,
  );
  client.setQueriesData<ListData>({ queryKey: CHATS_PAGE_KEY }, (d) => pages.remove(d, id));
  client.removeQueries({ queryKey: chatMessagesKey(id) });
  client.removeQueries({ queryKey: CHAT_ONE_KEY });
}

/** A message at the end of the newest page, once. */
export function cacheAppendMessage(client: QueryClient, message: ChatMessageDTO) {
  client.setQueryData<MessagesData>(chatMessagesKey(message.chatId), (d) => {
    if (!d || d.pages.some((p) => p.records.some((m) => m.id === message.id))) return d;
    const [newest, ...older] = d.pages;
    if (!newest) return d;
    return {
      ...d,
      pages: [
        { ...newest, records: [...newest.records, message], count: newest.count + 1 },
        ...older,
      ],
    };
  });
}

/** Oldest first, without the duplicates an overlap of pages could bring. */
export function flattenMessages(data: MessagesData | undefined): ChatMessageDTO[] {
  const seen = new Set<number>();
  const out: ChatMessageDTO[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const m of page.records) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}
