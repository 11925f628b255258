import type { ScheduleDTO, ScheduleStatus } from '@atende/shared';
import type { ScheduleView } from './schedules.repo';

/** The API's view of a schedule: the storage path stays on the server, the file has its URL. */
export function toScheduleDTO({ s, contact, whatsapp }: ScheduleView): ScheduleDTO {
  return {
    id: s.id,
    body: s.body,
    sendAt: s.sendAt.toISOString(),
    sentAt: s.sentAt?.toISOString() ?? null,
    status: s.status as ScheduleStatus,
    error: s.error,
    contactId: s.contactId,
    contact,
    whatsappId: s.whatsappId,
    whatsapp,
    userId: s.userId,
    ticketId: s.ticketId,
    mediaUrl: s.mediaPath ? `/api/schedules/${s.id}/media` : null,
    mediaName: s.mediaPath ? s.mediaName : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
