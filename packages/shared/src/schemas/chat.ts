import { z } from 'zod';
import { V } from './messages';
import { idParam, pageQuery } from './common';

/** Spec 3 §5 (the 'Conversa' dialog) and the chat API's own texts. */
export const CHAT_MESSAGES = {
  titleRequired: 'Por favor, preencha o título da conversa.',
  usersRequired: 'Por favor, selecione pelo menos um usuário.',
  notFound: 'Conversa não encontrada',
  ownerOnly: 'Apenas o dono da conversa pode alterá-la ou excluí-la',
  userNotFound: 'Usuário não encontrado',
  messageRequired: 'Obrigatório',
} as const;

/** One page of GET /chats and of GET /chats/{id}/messages. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_MESSAGE_PAGE_SIZE = 20;
export const CHAT_TITLE_MAX = 100;
export const CHAT_MESSAGE_MAX = 10_000;
/** Members a chat may hold (a company's whole team fits). */
export const CHAT_USERS_MAX = 500;
/** Spec 3 §9: older messages load when scrolled within 600 px of the top. */
export const CHAT_OLDER_THRESHOLD_PX = 600;

/** A member as the picker sends it: the user object ({ id, name }) or its id. */
const memberRef = z
  .union([idParam, z.object({ id: idParam }).loose()], { error: V.invalidValue })
  .transform((v) => (typeof v === 'number' ? v : v.id));

/** POST /chats and PUT /chats/{id}: the title and who is in it (the owner always is). */
export const chatSchema = z.object({
  title: z
    .string({ error: () => CHAT_MESSAGES.titleRequired })
    .trim()
    .min(1, CHAT_MESSAGES.titleRequired)
    .max(CHAT_TITLE_MAX, V.tooLong),
  users: z
    .array(memberRef, { error: () => CHAT_MESSAGES.usersRequired })
    .min(1, CHAT_MESSAGES.usersRequired)
    .max(CHAT_USERS_MAX, V.tooLong),
});
export type ChatInput = z.input<typeof chatSchema>;
export type ChatData = z.output<typeof chatSchema>;

/** POST /chats/{id}/messages: a blank message is refused (the web does not send it). */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: () => CHAT_MESSAGES.messageRequired })
    .trim()
    .min(1, CHAT_MESSAGES.messageRequired)
    .max(CHAT_MESSAGE_MAX, V.tooLong),
});

/** POST /chats/{id}/read: the spec's client sends userId; the session says who read. */
export const chatReadSchema = z.object({ userId: z.unknown().optional() }).optional().default({});

export const chatListQuery = pageQuery;

/**
 * GET /chats/{id}/messages: pageNumber (spec 3 §7), or `before` (a message id) for the page of
 * messages older than one already shown, which new messages do not shift.
 */
export const chatMessagesQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  before: idParam.optional(),
});

/** GET /chats/{id}: an id or the uuid of the /chats/{uuid} address. */
export const chatRefParams = z.object({
  id: z.union([idParam, z.uuid({ error: 'Invalid id' })], { error: 'Invalid id' }),
});

export interface ChatMemberDTO {
  userId: number;
  unreads: number;
  user: { id: number; name: string };
}

/** Spec 3 §3 Chat. */
export interface ChatDTO {
  id: number;
  uuid: string;
  title: string;
  /** null once the owner's account is removed: nobody edits the chat then. */
  ownerId: number | null;
  users: ChatMemberDTO[];
  lastMessage: string;
  createdAt: string;
  updatedAt: string;
}

/** Spec 3 §3 Chat message. */
export interface ChatMessageDTO {
  id: number;
  chatId: number;
  message: string;
  senderId: number | null;
  sender: { id: number; name: string } | null;
  createdAt: string;
}

export interface ChatsPageDTO {
  records: ChatDTO[];
  hasMore: boolean;
}

/** The most unread chats GET /chats/unread lists: far beyond what a badge shows. */
export const UNREAD_CHATS_MAX = 500;

/** GET /chats/unread: the viewer's chats with unread messages, whatever page they are on. */
export interface UnreadChatsDTO {
  chatIds: number[];
}

/** Oldest first within the page, as the pane shows them. */
export interface ChatMessagesPageDTO {
  records: ChatMessageDTO[];
  hasMore: boolean;
  count: number;
}

/**
 * Per-user channel company-{id}-chat-user-{userId}: the chats of one member (their list, the
 * menu's dot, the top bar's popover). A member taken out of a chat gets its delete.
 */
export type ChatUserEvent =
  | { action: 'create' | 'update'; record: ChatDTO }
  | { action: 'delete'; id: number }
  | { action: 'new-message'; newMessage: ChatMessageDTO; chat: ChatDTO };

/** Per-chat channel company-{id}-chat-{chatId}: to the sockets of members that opened it. */
export type ChatRoomEvent =
  | { action: 'new-message'; newMessage: ChatMessageDTO; chat: ChatDTO }
  | { action: 'update'; chat: ChatDTO }
  | { action: 'delete'; id: number };

export const chatUserChannel = (companyId: number, userId: number) =>
  `company-${companyId}-chat-user-${userId}`;
export const chatRoomChannel = (companyId: number, chatId: number) =>
  `company-${companyId}-chat-${chatId}`;
