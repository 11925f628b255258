import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file in DATA_DIR naming the process that owns the embedded database. */
export const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** This life of the process: two containers can share a pid (1) and a hostname. */
  token?: string;
}

export interface LockOptions {
  /** How often the owner touches the lock to show it is alive (ms). */
  heartbeatMs?: number;
  /** Waits between two looks at a lock whose owner cannot be checked by pid (tests: no wait). */
  sleep?: (ms: number) => Promise<void>;
}

const HEARTBEAT_MS = 2_000;
/** Heartbeats a contender watches for before it calls a lock abandoned. */
const WATCHED_BEATS = 3;

/**
 * PGlite is one process's database: a second server on the same DATA_DIR would write the same
 * files and corrupt them. Takes DATA_DIR/server.lock for this process (created atomically),
 * taking over a lock whose process is gone, and throws naming the owner when it still runs.
 * The owner touches the lock every heartbeat, so an owner whose pid cannot be checked from
 * here (another host or container, or one with this very pid) shows it is alive. The lock is
 * removed when the process exits. Returns the release function (tests).
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  if (!createLock(lockPath, me)) {
    await takeOverStaleLock(lockPath, me, () => sleep(heartbeatMs));
  }
  const mine = () => readOwner(lockPath)?.token === me.token;
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      if (mine()) fs.utimesSync(lockPath, now, now);
    } catch {
      // deleted between the read and the touch: a throw in a timer would stop the server
    }
  }, heartbeatMs);
  heartbeat.unref();
  const release = () => {
    if (mine()) fs.rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return () => {
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    release();
  };
}

/** False when the file already exists ('wx': only one of two racing processes creates it). */
function createLock(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    fs.writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Replaces a lock left by a process that no longer runs. A second file guards the replacement,
 * so two processes finding the same stale lock cannot both remove it and both start.
 */
async function takeOverStaleLock(lockPath: string, me: LockOwner, beat: () => Promise<void>) {
  const guardPath = `${lockPath}.takeover`;
  removeAbandonedGuard(guardPath);
  if (!createLock(guardPath, me)) throw inUseError(lockPath, readOwner(lockPath));
  try {
    const owner = readOwner(lockPath);
    // unreadable: just created and not yet written, or left half-written by a crash long ago
    if (!owner) {
      if (isRecent(lockPath)) throw inUseError(lockPath, owner);
    } else if (pidCheckable(owner, me)) {
      if (pidRunning(owner.pid)) throw inUseError(lockPath, owner);
    } else if (await heartbeatSeen(lockPath, beat)) {
      throw inUseError(lockPath, owner);
    }
    fs.rmSync(lockPath, { force: true });
    if (!createLock(lockPath, me)) throw inUseError(lockPath, readOwner(lockPath));
  } finally {
    fs.rmSync(guardPath, { force: true });
  }
}

/**
 * Watches the lock for a few heartbeats: a live owner touches it. Needed where a pid says
 * nothing: a lock from another host (a shared volume), or one carrying this process's own pid,
 * which is a previous life of a restarted container or a twin container on the host's network
 * (both pid 1 under the same hostname). A crashed container so restarts a few seconds later.
 */
async function heartbeatSeen(lockPath: string, beat: () => Promise<void>) {
  const first = modifiedAt(lockPath);
  for (let i = 0; i < WATCHED_BEATS; i++) {
    await beat();
    if (modifiedAt(lockPath) !== first) return true;
  }
  return false;
}

const modifiedAt = (filePath: string) => {
  try {
    return fs.statSync(filePath).mtimeMs;
  } catch {
    return undefined; // gone: its owner released it
  }
};

/** Guards and half-written locks live for microseconds; older ones were left by a crash. */
const ABANDONED_AFTER_MS = 10_000;

function isRecent(filePath: string): boolean {
  try {
    return Date.now() - fs.statSync(filePath).mtimeMs <= ABANDONED_AFTER_MS;
  } catch {
    return false; // gone
  }
}

function removeAbandonedGuard(guardPath: string) {
  if (fs.existsSync(guardPath) && !isRecent(guardPath)) fs.rmSync(guardPath, { force: true });
}

/** The lock's owner, or undefined when the file is missing or unreadable (a torn write). */
function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string') return undefined;
    return {
      ...owner,
      pid: owner.pid,
      hostname: owner.hostname,
      startedAt: String(owner.startedAt),
    };
  } catch {
    return undefined;
  }
}

/** A pid can be asked about only on its own host, and only when it is not this process's. */
const pidCheckable = (owner: LockOwner, me: LockOwner) =>
  owner.hostname === me.hostname && owner.pid !== me.pid;

function pidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUseError(lockPath: string, owner: LockOwner | undefined) {
  const who = owner
    ? `process ${owner.pid} on host ${owner.hostname} (started ${owner.startedAt})`
    : 'another process';
  return new Error(
    `DATA_DIR ${path.dirname(lockPath)} is in use by ${who}.\n` +
      'The embedded database (PGlite) allows one server process per data directory; a second ' +
      'one would corrupt it.\n' +
      'Stop that server, give this one another DATA_DIR, or set DATABASE_URL to run several ' +
      'processes on PostgreSQL. If that process is not an Atende server any more, delete ' +
      `${lockPath}.`,
  );
}
