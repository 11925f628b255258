import { once } from 'node:events';
import zlib from 'node:zlib';

/** One file of a ZIP archive, its content produced piece by piece. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

const FLAGS = 0x0008 | 0x0800; // sizes in a data descriptor after the data; UTF-8 names
const DEFLATE = 8;
const DOS_DATE_1980 = 0x21; // 1980-01-01 00:00: the files carry no meaningful time

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  packed: number;
  size: number;
}

/**
 * The deflated pieces of `content`, one piece in and its output out at a time: the caller pulls,
 * so nothing accumulates when the reader is slower than the writer (decision 0108).
 */
async function* deflated(
  content: ZipEntry['content'],
  seen: (raw: Buffer) => void,
): AsyncGenerator<Buffer> {
  const deflate = zlib.createDeflateRaw();
  const ready: Buffer[] = [];
  deflate.on('data', (b: Buffer) => ready.push(b));
  for await (const piece of content) {
    const raw = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    seen(raw);
    await new Promise<void>((ok, fail) => deflate.write(raw, (err) => (err ? fail(err) : ok())));
    yield* ready.splice(0);
  }
  const ended = once(deflate, 'end');
  deflate.end();
  await ended;
  yield* ready.splice(0);
}

function localHeader(name: Buffer): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed: 2.0
  h.writeUInt16LE(FLAGS, 6);
  h.writeUInt16LE(DEFLATE, 8);
  h.writeUInt16LE(DOS_DATE_1980, 12);
  h.writeUInt16LE(name.length, 26); // crc and sizes stay 0: the data descriptor has them
  return Buffer.concat([h, name]);
}

function dataDescriptor(w: Written): Buffer {
  const d = Buffer.alloc(16);
  d.writeUInt32LE(0x08074b50, 0);
  d.writeUInt32LE(w.crc, 4);
  d.writeUInt32LE(w.packed, 8);
  d.writeUInt32LE(w.size, 12);
  return d;
}

function centralDirectory(files: Written[], offset: number): Buffer {
  const parts: Buffer[] = [];
  for (const w of files) {
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4); // made by 2.0
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(FLAGS, 8);
    c.writeUInt16LE(DEFLATE, 10);
    c.writeUInt16LE(DOS_DATE_1980, 14);
    c.writeUInt32LE(w.crc, 16);
    c.writeUInt32LE(w.packed, 20);
    c.writeUInt32LE(w.size, 24);
    c.writeUInt16LE(w.name.length, 28);
    c.writeUInt32LE(w.offset, 42);
    parts.push(c, w.name);
  }
  const dir = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([dir, end]);
}

/**
 * A ZIP archive of `entries` as it is written, deflated, with each file's CRC and sizes after
 * its data (so nothing is held to compute them first). No ZIP64: up to 4 GiB.
 */
export async function* zipStream(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const files: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const w: Written = { name: Buffer.from(entry.name), offset, crc: 0, packed: 0, size: 0 };
    const header = localHeader(w.name);
    yield header;
    const seen = (raw: Buffer) => {
      w.crc = zlib.crc32(raw, w.crc);
      w.size += raw.length;
    };
    for await (const out of deflated(entry.content, seen)) {
      w.packed += out.length;
      yield out;
    }
    const descriptor = dataDescriptor(w);
    yield descriptor;
    offset += header.length + w.packed + descriptor.length;
    files.push(w);
  }
  yield centralDirectory(files, offset);
}
