/**
 * Realtime wire names. Per-company channels are `company-{id}-{suffix}` and carry
 * `{ action, ...payload }`. Declared once here for the server broadcaster and the web client.
 */
export const COMPANY_CHANNELS = [
  'whatsapp',
  'whatsappSession',
  'user',
  'chat',
  'appMessage',
  'ticket',
  'ticketNote',
  'contact',
  'auth',
  'queue',
  'payment',
  'tag',
  'quickmessage',
  'schedule',
  'campaign',
  'announcement',
  'file',
  'prompt',
  'queueIntegration',
  'ContactList',
  'ContactListItem',
  'setting',
  'kanban',
  'webhook',
] as const;
export type CompanyChannel = (typeof COMPANY_CHANNELS)[number];

export const companyChannel = (companyId: number, channel: CompanyChannel): string =>
  `company-${companyId}-${channel}`;

export const GLOBAL_CHANNELS = {
  announcement: 'company-announcement',
  notification: 'company-notification',
} as const;

export type EventAction = 'create' | 'update' | 'delete' | 'reload';

/** Events the browser emits to the server. */
export const CLIENT_EVENTS = {
  joinChatBox: 'joinChatBox',
  leaveChatBox: 'leaveChatBox',
  joinTickets: 'joinTickets',
  leaveTickets: 'leaveTickets',
  joinNotification: 'joinNotification',
  leaveNotification: 'leaveNotification',
  userStatus: 'userStatus',
  /** Open an internal chat (its id): joined only by a member. */
  joinChat: 'joinChat',
  leaveChat: 'leaveChat',
} as const;

/**
 * Payload of company-{id}-auth, to the user's own sockets: 'update' when another browser
 * logged in as this user; 'end' when the server ended their session (a password reset, the
 * user's removal), so an open tab leaves at once and says why.
 */
export type AuthEventPayload =
  | {
      action: 'update';
      user: { id: number };
      /** The new session: a browser whose token carries another `sid` was logged out. */
      sessionId: string;
    }
  | { action: 'end'; user: { id: number } };
