import { z } from 'zod';
import { idParam, pageQuery } from './common';
import { V } from './messages';

/** Size of one page of GET /files. */
export const FILE_LIST_PAGE_SIZE = 20;
/** Options of one file list. */
export const FILE_LIST_OPTIONS_MAX = 20;

export const FILE_LIST_MESSAGES = {
  notFound: 'Lista de arquivos não encontrada',
  nameShort: 'nome muito curto',
  optionNotFound: 'Opção não encontrada nesta lista',
  filesMissing: 'Envie os arquivos como multipart/form-data no campo "files"',
  deleted: 'Lista de arquivos excluída',
  noFiles: 'Esta lista não tem nenhum arquivo enviado',
} as const;

/** One option of the dialog: an existing one keeps its id (and its file). */
export const fileListOptionSchema = z.object({
  id: idParam.optional().nullable(),
  name: z.string({ error: V.required }).trim().min(1, V.required).max(100, V.tooLong),
});

/** POST /files and PUT /files/{id} (spec 3 §5: name min 3 'nome muito curto', message required). */
export const fileListSchema = z.object({
  name: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .min(3, FILE_LIST_MESSAGES.nameShort)
    .max(100, V.tooLong),
  message: z.string({ error: V.required }).trim().min(1, V.required).max(4_096, V.tooLong),
  options: z.array(fileListOptionSchema).max(FILE_LIST_OPTIONS_MAX, V.tooLong).default([]),
});
export type FileListInput = z.input<typeof fileListSchema>;
export type FileListData = z.output<typeof fileListSchema>;

export const fileListQuery = pageQuery;

/** POST /tickets/{ticketId}/file-list: send a file list to the ticket's contact. */
export const sendFileListSchema = z.object({ fileListId: idParam });

export interface FileListOptionDTO {
  id: number;
  name: string;
  /** The option's file, once uploaded (GET /api/files/{id}/options/{optionId}/file). */
  file: string | null;
  mediaType: string | null;
}

export interface FileListDTO {
  id: number;
  name: string;
  message: string;
  userId: number | null;
  options: FileListOptionDTO[];
  createdAt: string;
  updatedAt: string;
}
