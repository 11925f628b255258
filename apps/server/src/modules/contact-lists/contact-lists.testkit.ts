import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/harness';

/** POST /contact-lists/{id}/upload as the page sends it: multipart, one 'file' field. */
export function uploadList(
  t: TestApp,
  token: string,
  listId: number,
  filename: string,
  content: Buffer | string,
) {
  const boundary = `----atende${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return t.app.inject({
    method: 'POST',
    url: `/api/contact-lists/${listId}/upload`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** A workbook made by the spreadsheet library, as Excel would save it. */
export async function workbookOf(rows: (string | number)[][]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Plan1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
