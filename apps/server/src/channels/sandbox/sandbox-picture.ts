import { crc32, deflateSync } from 'node:zlib';

const SIZE = 96;

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
};

/** A colour of the number: the same number always gets the same picture. */
const colourOf = (number: string) => {
  let h = 0;
  for (const c of number) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return [64 + (h & 0x7f), 64 + ((h >> 8) & 0x7f), 64 + ((h >> 16) & 0x7f)];
};

/**
 * The simulated phone's profile picture of a number: a 96×96 PNG, a light disc on a colour
 * of the number, as a data: address (a real channel gives an https one).
 */
export function sandboxPicture(number: string): string {
  const [r, g, b] = colourOf(number) as [number, number, number];
  const rows: Buffer[] = [];
  const mid = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x++) {
      const inDisc = (x - mid) ** 2 + (y - mid * 0.8) ** 2 < (SIZE / 5) ** 2;
      const [pr, pg, pb] = inDisc ? [240, 240, 240] : [r, g, b];
      row.writeUInt8(pr, 1 + x * 3);
      row.writeUInt8(pg, 2 + x * 3);
      row.writeUInt8(pb, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
