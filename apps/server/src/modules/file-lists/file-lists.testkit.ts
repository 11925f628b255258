import { multipart, PNG } from '../../../test/multipart';
import type { TestApp } from '../../../test/harness';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** POST /files/uploadList/{id} as the dialog sends it: option ids, then the files. */
export function uploadOptions(
  t: TestApp,
  token: string,
  fileListId: number,
  ids: string,
  files: { name: string; type: string; data: Buffer }[],
) {
  const form = multipart(
    { fileId: String(fileListId), typeArch: 'fileList', id: ids },
    ...files.map((f) => ({ field: 'files', ...f })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/files/uploadList/${fileListId}`,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
}

export { PNG };
