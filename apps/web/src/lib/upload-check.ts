import { isAllowedUpload, MAX_UPLOAD_BYTES } from '@atende/shared';

/** Why the server would refuse this file, known before anything is sent or saved. */
export type UploadRefusal = 'type' | 'size';

export function uploadRefusal(file: File): UploadRefusal | null {
  if (!isAllowedUpload(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** The i18n key of a refusal's text (its `name` is the file's). */
export const refusalText = (why: UploadRefusal) =>
  why === 'type' ? 'common.fileRefusedType' : 'common.fileTooLarge';
