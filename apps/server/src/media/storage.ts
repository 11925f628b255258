import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where message media lives: DATA_DIR/media by default. Paths handed out are relative
 * (`company-{id}/{uuid}.{ext}`) so another backend (object storage) can replace this one.
 */
export interface MediaStorage {
  /**
   * Writes a file under a temporary name; `commit` moves it to `path`, `discard` removes it
   * (before or after the commit). A crash mid-upload leaves only a `.part` file.
   */
  stage(
    companyId: number,
    stream: Readable | AsyncIterable<Buffer>,
    originalName: string,
  ): Promise<StagedFile>;
  absolutePath(relativePath: string): string;
  open(relativePath: string): Readable;
  exists(relativePath: string): boolean;
  /** Deletes a stored file; a file already gone is not an error. */
  remove(relativePath: string): Promise<void>;
  /** Deletes every file of a company (a deleted company's folder); none is not an error. */
  removeCompany(companyId: number): Promise<void>;
}

export interface StagedFile {
  /** The relative path the file has once committed. */
  path: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** An uploaded file in storage, as the services record it. */
export interface UploadedFile {
  path: string;
  name: string;
  /** judged by content (media-type.ts uploadTypeOf) */
  mimetype: string;
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
    async stage(companyId, stream, originalName) {
      const ext = path.extname(originalName).toLowerCase();
      const rel = path.join(
        `company-${companyId}`,
        `${randomUUID()}${SAFE_EXT.test(ext) ? ext : ''}`,
      );
      const abs = resolve(rel);
      const temp = `${abs}.part`;
      let current = temp;
      const discard = () => fs.promises.rm(current, { force: true });
      await fs.promises.mkdir(path.dirname(abs), { recursive: true });
      const out = fs.createWriteStream(temp);
      try {
        // the file exists before a byte is read: removing a refused one can never run ahead
        // of the disk creating it (which would leave the `.part` behind)
        await once(out, 'ready');
        await pipeline(stream, out);
      } catch (err) {
        await discard();
        throw err;
      }
      return {
        path: rel,
        async commit() {
          await fs.promises.rename(temp, abs);
          current = abs;
        },
        discard,
      };
    },
    absolutePath: resolve,
    open: (rel) => fs.createReadStream(resolve(rel)),
    async remove(rel) {
      await fs.promises.rm(resolve(rel), { force: true });
    },
    async removeCompany(companyId) {
      if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error('invalid company');
      await fs.promises.rm(resolve(`company-${companyId}`), { recursive: true, force: true });
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
