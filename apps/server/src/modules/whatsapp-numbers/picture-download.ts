import { Readable } from 'node:stream';
import { ChannelError } from '../../channels/channel';
import { SNIFF_BYTES, uploadTypeOf } from '../../media/media-type';

/** A profile picture is a small image; anything bigger is not one. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

/** The body, read only up to the cap: a bigger one is refused without reading it all. */
async function readCapped(res: Response) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > PICTURE_MAX_BYTES) throw new ChannelError('Foto de perfil grande demais', false);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads the picture a channel pointed at (https, or data: from the simulated phone),
 * capped in size and time; an image by its first bytes, whatever the server declared.
 */
export async function downloadPicture(url: string) {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ChannelError(`Foto de perfil inacessível: ${(err as Error).message}`, true);
  }
  if (!res.ok) {
    throw new ChannelError(`Foto de perfil inacessível: HTTP ${res.status}`, res.status >= 500);
  }
  const data = await readCapped(res);
  const type = uploadTypeOf('image/jpeg', data.subarray(0, SNIFF_BYTES));
  if (!type) throw new ChannelError('A foto de perfil não é uma imagem', false);
  return { stream: Readable.from([data]), name: `perfil${EXTENSIONS[type] ?? '.jpg'}` };
}
