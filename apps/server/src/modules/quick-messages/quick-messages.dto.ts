import type { QuickMessageDTO } from '@atende/shared';
import type { QuickMessageRow } from './quick-messages.repo';

/** The API's view of a row: the storage path stays on the server, the file has its own URL. */
export function toQuickMessageDTO(row: QuickMessageRow): QuickMessageDTO {
  return {
    id: row.id,
    shortcode: row.shortcode,
    message: row.message,
    geral: row.geral,
    userId: row.userId,
    isMedia: !!row.mediaPath,
    mediaUrl: row.mediaPath ? `/api/quick-messages/${row.id}/media` : null,
    mediaName: row.mediaPath ? row.mediaName : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
