import type { AnnouncementDTO } from '@atende/shared';
import type { announcements } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The stored file's own name (a uuid): a new image gets a new URL, past any cached copy. */
const fileVersion = (mediaPath: string) => mediaPath.replace(/^.*[\\/]/, '').replace(/\..*$/, '');

/** The wire shape: the image as a same-origin URL (fetched with the bearer token). */
export function toAnnouncementDTO(row: AnnouncementRow): AnnouncementDTO {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    priority: row.priority,
    status: row.status,
    mediaPath: row.mediaPath
      ? `/api/announcements/${row.id}/media?v=${fileVersion(row.mediaPath)}`
      : null,
    mediaName: row.mediaName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
