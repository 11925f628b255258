import type { FileListDTO, FileListInput, MessageDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

export interface FilesPage {
  files: FileListDTO[];
  hasMore: boolean;
}

/** Spec 3 §7 files. */
export const filesApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<FilesPage>('/files', { params: { searchParam, pageNumber } }),
  get: (id: number) => api.get<FileListDTO>(`/files/${id}`),
  create: (body: FileListInput) => api.post<FileListDTO>('/files', body),
  update: (id: number, body: FileListInput) => api.put<FileListDTO>(`/files/${id}`, body),
  remove: (id: number) => api.delete(`/files/${id}`),
  /** Each file goes to the option of the same position in `optionIds`. */
  uploadList: (id: number, uploads: { optionId: number; file: File }[]) => {
    const form = new FormData();
    form.append('fileId', String(id));
    form.append('typeArch', 'fileList');
    form.append('id', uploads.map((u) => u.optionId).join(','));
    for (const u of uploads) form.append('files', u.file, u.file.name);
    return api.post<FileListDTO>(`/files/uploadList/${id}`, form);
  },
  send: (id: number, ticketId: number) =>
    api.post<{ messages: MessageDTO[] }>(`/files/${id}/send`, { ticketId }),
};
