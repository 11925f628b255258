import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from './storage';

const roots: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function storageInTemp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-media-'));
  roots.push(root);
  return {
    storage: createDiskStorage(root),
    files: () => fs.readdirSync(path.join(root, 'company-1')),
  };
}

/** An upload refused on its first bytes (wrong type, say). */
const refusedAtOnce = (): AsyncIterable<Buffer> => ({
  [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('refused')) }),
});

describe('disk storage', () => {
  it('a file refused before a slow disk has created it leaves nothing behind', async () => {
    const { storage, files } = storageInTemp();
    // the disk takes 50 ms to create a file; `created` settles once it has
    let created!: () => void;
    const done = new Promise<void>((resolve) => (created = resolve));
    const open = fs.open;
    vi.spyOn(fs, 'open').mockImplementation(((...args: unknown[]) => {
      const callback = args.pop() as (err: unknown, fd: number) => void;
      const later = () =>
        (open as (...a: unknown[]) => void)(...args, (err: unknown, fd: number) => {
          callback(err, fd);
          created();
        });
      setTimeout(later, 50);
    }) as typeof fs.open);

    await expect(storage.stage(1, refusedAtOnce(), 'foto.png')).rejects.toThrow('refused');
    await done;
    expect(files()).toEqual([]);
  });

  it('keeps a committed file and removes a discarded one', async () => {
    const { storage, files } = storageInTemp();
    const kept = await storage.stage(1, Readable.from([Buffer.from('guardado')]), 'a.txt');
    await kept.commit();
    const dropped = await storage.stage(1, Readable.from([Buffer.from('descartado')]), 'b.txt');
    await dropped.discard();
    expect(files()).toEqual([path.basename(kept.path)]);
  });
});
