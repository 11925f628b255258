import type { FileListDTO } from '@atende/shared';
import type { FileListOptionRow, FileListRow } from './file-lists.repo';

export const toFileListDTO = (row: FileListRow, options: FileListOptionRow[]): FileListDTO => ({
  id: row.id,
  name: row.name,
  message: row.message,
  userId: row.userId,
  options: options.map((o) => ({
    id: o.id,
    name: o.name,
    file: o.path ? `/api/files/${row.id}/options/${o.id}/file` : null,
    mediaType: o.mediaType,
  })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
