import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where message media lives: DATA_DIR/media by default. Paths handed out are relative
 * (`company-{id}/{uuid}.{ext}`) so another backend (object storage) can replace this one.
 */
export interface MediaStorage {
  save(companyId: number, stream: Readable, originalName: string): Promise<string>;
  absolutePath(relativePath: string): string;
  open(relativePath: string): Readable;
  exists(relativePath: string): boolean;
  /** Deletes a stored file; a file already gone is not an error. */
  remove(relativePath: string): Promise<void>;
}

const SAFE_EXT = /^\.[a-z0-9]{1,8}$/;

export function createDiskStorage(root: string): MediaStorage {
  const resolve = (rel: string) => {
    const abs = path.resolve(root, rel);
    // never outside the media root, whatever a stored path says
    if (!abs.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid media path');
    return abs;
  };
  return {
    async save(companyId, stream, originalName) {
      const ext = path.extname(originalName).toLowerCase();
      const rel = path.join(
        `company-${companyId}`,
        `${randomUUID()}${SAFE_EXT.test(ext) ? ext : ''}`,
      );
      const abs = resolve(rel);
      await fs.promises.mkdir(path.dirname(abs), { recursive: true });
      await pipeline(stream, fs.createWriteStream(abs));
      return rel;
    },
    absolutePath: resolve,
    open: (rel) => fs.createReadStream(resolve(rel)),
    async remove(rel) {
      await fs.promises.rm(resolve(rel), { force: true });
    },
    exists: (rel) => {
      try {
        return fs.statSync(resolve(rel)).isFile();
      } catch {
        return false;
      }
    },
  };
}
