import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** No real waits: a contender's look at the lock between two heartbeats. */
const silent = { sleep: async () => undefined };
/** An owner that touches the lock between each of the contender's looks: it is alive. */
const beating = (dir: string) => {
  let beat = Date.now();
  return {
    sleep: async () => {
      beat += 2000; // a heartbeat later: never the stamp the contender saw first
      fs.utimesSync(path.join(dir, LOCK_FILE), new Date(beat), new Date(beat));
    },
  };
};

/** The pid of a process that has already exited. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('one process per PGlite data directory', () => {
  it('takes a free directory (created if missing) and removes the lock on release', async () => {
    const dir = path.join(tempDataDir(), 'fresh');
    const release = await lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory whose owner still runs, naming it and the way out', async () => {
    const dir = tempDataDir();
    // the test runner's parent process: alive for the whole test
    writeLock(dir, { pid: process.ppid, hostname: os.hostname(), startedAt: 'ontem' });
    await expect(lockDataDir(dir, silent)).rejects.toThrow(
      `DATA_DIR ${dir} is in use by process ${process.ppid} on host ${os.hostname()} (started ontem).`,
    );
    await expect(lockDataDir(dir, silent)).rejects.toThrow(`delete ${path.join(dir, LOCK_FILE)}.`);
    expect(readLock(dir).pid).toBe(process.ppid);
  });

  it('takes over a lock left by a process that is gone, without watching it', async () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: deadPid(), hostname: os.hostname(), startedAt: 'ontem' });
    // its pid answers: an owner gone is known at once, even if the file were still touched
    const release = await lockDataDir(dir, beating(dir));
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over its own pid once the lock stays untouched (a restarted container)', async () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: process.pid, hostname: os.hostname(), startedAt: 'ontem' });
    const looks = vi.fn(async () => undefined);
    (await lockDataDir(dir, { sleep: looks }))();
    expect(looks).toHaveBeenCalledTimes(3);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses its own pid while the lock is touched: a twin container on the same host network', async () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: process.pid, hostname: os.hostname(), startedAt: 'ontem' });
    await expect(lockDataDir(dir, beating(dir))).rejects.toThrow(
      `DATA_DIR ${dir} is in use by process ${process.pid} on host ${os.hostname()} (started ontem).`,
    );
    expect(fs.existsSync(path.join(dir, `${LOCK_FILE}.takeover`))).toBe(false);
  });

  it('refuses a lock from another host while it is touched, takes it over once it stays still', async () => {
    const dir = tempDataDir();
    writeLock(dir, { pid: deadPid(), hostname: 'outra-maquina', startedAt: 'ontem' });
    await expect(lockDataDir(dir, beating(dir))).rejects.toThrow('on host outra-maquina');
    const release = await lockDataDir(dir, silent);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it('touches its lock every heartbeat, and stops when released', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const dir = tempDataDir();
      const release = await lockDataDir(dir, { heartbeatMs: 2000 });
      const lockPath = path.join(dir, LOCK_FILE);
      const longAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(lockPath, longAgo, longAgo);
      // the file system keeps the stamp as a float: 12:00:00.000 may read back as 11:59:59.999
      const touchedAt = () => Math.round(fs.statSync(lockPath).mtimeMs);
      vi.advanceTimersByTime(1999);
      expect(touchedAt()).toBe(longAgo.getTime());
      vi.advanceTimersByTime(1);
      expect(touchedAt()).toBeGreaterThan(Date.now() - 10_000);
      release();
      expect(vi.getTimerCount()).toBe(0);
      expect(fs.existsSync(lockPath)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a lock just created and not yet written, takes over an old half-written one', async () => {
    const dir = tempDataDir();
    writeLock(dir, '');
    await expect(lockDataDir(dir, silent)).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another process.`,
    );
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, LOCK_FILE), longAgo, longAgo);
    (await lockDataDir(dir, silent))();
  });
});
