import type { TicketDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

export const notificationsApi = {
  /** The user's unread alert tickets, the most recent first (at most NOTIFICATIONS_MAX). */
  list: () => api.get<TicketDTO[]>('/notifications'),
};
