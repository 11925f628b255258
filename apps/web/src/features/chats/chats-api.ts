import type {
  ChatDTO,
  ChatInput,
  ChatMessageDTO,
  ChatMessagesPageDTO,
  UnreadChatsDTO,
  ChatsPageDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** Spec 3 §7 Chats, plus GET /chats/{id or uuid} to open /chats/{uuid}. */
export const chatsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<ChatsPageDTO>('/chats', { params: { searchParam, pageNumber } }),
  unread: () => api.get<UnreadChatsDTO>('/chats/unread'),
  get: (ref: string | number) => api.get<ChatDTO>(`/chats/${ref}`),
  create: (body: ChatInput) => api.post<ChatDTO>('/chats', body),
  update: (id: number, body: ChatInput) => api.put<ChatDTO>(`/chats/${id}`, body),
  remove: (id: number) => api.delete(`/chats/${id}`),
  /** The newest page, or the one just older than message `before`. */
  messages: (id: number, before?: number) =>
    api.get<ChatMessagesPageDTO>(`/chats/${id}/messages`, {
      params: before === undefined ? {} : { before },
    }),
  send: (id: number, message: string) =>
    api.post<ChatMessageDTO>(`/chats/${id}/messages`, { message }),
  read: (id: number, userId: number) => api.post<ChatDTO>(`/chats/${id}/read`, { userId }),
};
