import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-lock-'));
  dirs.push(dir);
  return dir;
}

function writeLock(dir: string, owner: object | string) {
  const text = typeof owner === 'string' ? owner : JSON.stringify(owner);
  fs.writeFileSync(path.join(dir, LOCK_FILE), text);
}

const readLock = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };

/** The pid of a process that has already exited. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('one process per PGlite data directory', () => {
  it('takes a free directory (created if missing) and removes the lock on release', () => {
    const dir = path.join(tempDataDir(), 'fresh');
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory whose owner still runs, naming it and the way out', () => {
    const dir = tempDataDir();
    // the test runner's parent process: alive for the whole test
    writeLock(dir, { pid: process.ppid, hostname: os.hostname(), startedAt: 'ontem' });
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by process ${process.ppid} on host ${os.hostname()} (started ontem).`,
    );
    expect(() => lockDataDir(dir)).toThrow(`delete ${path.join(dir, LOCK_FILE)}.`);
    expect(readLock(dir).pid).toBe(process.ppid);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: deadPid(), hostname: os.hostname(), startedAt: 'ontem' });
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over its own pid (a restarted container gets the same one)', () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: process.pid, hostname: os.hostname(), startedAt: 'ontem' });
    lockDataDir(dir)();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a lock from another host: its pid cannot be checked from here', () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: deadPid(), hostname: 'outra-maquina', startedAt: 'ontem' });
    expect(() => lockDataDir(dir)).toThrow('on host outra-maquina');
  });

  it('refuses a lock just created and not yet written, takes over an old half-written one', () => {
    const dir = tempDataDir();
    writeLock(dir, '');
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by another process.`);
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, LOCK_FILE), longAgo, longAgo);
    lockDataDir(dir)();
  });
});
