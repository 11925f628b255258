import { Readable } from 'node:stream';
import zlib from 'node:zlib';

const LOCAL_FILE = 0x04034b50;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const ENDS = new Set([0x02014b50, 0x06054b50]); // central directory, end of archive

export type ZipCheck = 'ok' | 'too-large' | 'invalid';

/** Inflated size of one entry's data, counted as it streams and abandoned past `budget`. */
async function inflatedSize(data: Buffer, method: number, budget: number) {
  if (method === 0) return data.length;
  let size = 0;
  const inflater = Readable.from([data]).pipe(zlib.createInflateRaw());
  for await (const chunk of inflater as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      inflater.destroy();
      break;
    }
  }
  return size;
}

/**
 * Whether the entries of a ZIP (an XLSX) unpack to at most `maxBytes` in all. Walks the local
 * headers the way the streaming reader of the spreadsheet library does (sizes from the header,
 * else up to the data descriptor), so both see the same entries; nothing is kept in memory.
 * A few hundred KB of deflate can unpack to gigabytes: this is checked before any parsing.
 */
export async function checkZipBudget(zip: Buffer, maxBytes: number): Promise<ZipCheck> {
  let offset = 0;
  let total = 0;
  try {
    while (offset + 4 <= zip.length) {
      const signature = zip.readUInt32LE(offset);
      if (ENDS.has(signature)) return 'ok';
      if (signature !== LOCAL_FILE) return 'invalid';
      const flags = zip.readUInt16LE(offset + 6);
      const method = zip.readUInt16LE(offset + 8);
      const compressedSize = zip.readUInt32LE(offset + 18);
      if (compressedSize === 0xffffffff) return 'too-large'; // ZIP64: never a contact list
      const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
      const sizeKnown = !(flags & 0x08) || compressedSize > 0;
      let dataEnd = sizeKnown
        ? dataStart + compressedSize
        : zip.indexOf(DATA_DESCRIPTOR, dataStart);
      if (dataEnd < 0 || dataEnd > zip.length) return 'invalid';
      total += await inflatedSize(zip.subarray(dataStart, dataEnd), method, maxBytes - total);
      if (total > maxBytes) return 'too-large';
      if (!sizeKnown) dataEnd += 16;
      offset = dataEnd;
    }
  } catch {
    return 'invalid';
  }
  return 'ok';
}
