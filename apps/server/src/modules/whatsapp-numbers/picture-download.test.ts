import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPicture } from '../../channels/sandbox/sandbox-picture';
import { PICTURE_MAX_BYTES, downloadPicture } from './picture-download';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** A stand-in for WhatsApp's picture host: each path answers one way. */
let base = '';
const server = http.createServer((req, res) => {
  if (req.url === '/photo.jpg') return res.end(JPEG);
  if (req.url === '/page.html') return res.end('<html>not a picture</html>');
  if (req.url === '/huge') {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    return res.end(Buffer.concat([JPEG, Buffer.alloc(PICTURE_MAX_BYTES)]));
  }
  if (req.url === '/down') {
    res.writeHead(503);
    return res.end();
  }
  res.writeHead(404);
  res.end();
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const bytesOf = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
};

describe('profile picture download', () => {
  it('keeps an image, named by what its bytes are', async () => {
    const got = await downloadPicture(`${base}/photo.jpg`);
    expect(got.name).toBe('perfil.jpg');
    expect(await bytesOf(got.stream)).toEqual(JPEG);
    const simulated = await downloadPicture(sandboxPicture('5511900000001'));
    expect(simulated.name).toBe('perfil.png');
  });

  it('refuses what is not an image, or too big, for good; a server error may pass', async () => {
    await expect(downloadPicture(`${base}/page.html`)).rejects.toMatchObject({
      message: 'A foto de perfil não é uma imagem',
      retryable: false,
    });
    await expect(downloadPicture(`${base}/huge`)).rejects.toMatchObject({
      message: 'Foto de perfil grande demais',
      retryable: false,
    });
    await expect(downloadPicture(`${base}/down`)).rejects.toMatchObject({
      message: 'Foto de perfil inacessível: HTTP 503',
      retryable: true,
    });
    await expect(downloadPicture(`${base}/gone`)).rejects.toMatchObject({ retryable: false });
  });
});
