import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/harness';

/** POST /contacts/import as a browser would send it: multipart/form-data, one file field. */
export function uploadContacts(
  t: TestApp,
  token: string,
  filename: string,
  content: Buffer | string,
  field = 'file',
) {
  const boundary = `----atende${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/contacts/import',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}
