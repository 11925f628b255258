import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file in DATA_DIR naming the process that owns the embedded database. */
export const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/**
 * PGlite is one process's database: a second server on the same DATA_DIR would write the same
 * files and corrupt them. Takes DATA_DIR/server.lock for this process (created atomically),
 * taking over a lock whose process is gone, and throws naming the owner when it still runs.
 * The lock is removed when the process exits. Returns the release function (tests).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  if (!createLock(lockPath, me)) {
    takeOverStaleLock(lockPath, me);
  }
  const release = () => {
    if (readOwner(lockPath)?.pid === me.pid) fs.rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return () => {
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
function takeOverStaleLock(lockPath: string, me: LockOwner) {
  const guardPath = `${lockPath}.takeover`;
  removeAbandonedGuard(guardPath);
  if (!createLock(guardPath, me)) throw inUseError(lockPath, readOwner(lockPath));
  try {
    const owner = readOwner(lockPath);
    // unreadable: just created and not yet written, or left half-written by a crash long ago
    if (owner ? isRunning(owner, me) : isRecent(lockPath)) throw inUseError(lockPath, owner);
    fs.rmSync(lockPath, { force: true });
    if (!createLock(lockPath, me)) throw inUseError(lockPath, readOwner(lockPath));
  } finally {
    fs.rmSync(guardPath, { force: true });
  }
}

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
    return { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt) };
  } catch {
    return undefined;
  }
}

/**
 * Whether the owner may still be running. A pid is only meaningful on its own machine: a lock
 * from another host (a shared volume) counts as held. Our own pid is a previous life of this
 * process (a container restarts with the same pid), never a live owner.
 */
function isRunning(owner: LockOwner, me: LockOwner): boolean {
  if (owner.hostname !== me.hostname) return true;
  if (owner.pid === me.pid) return false;
  try {
    process.kill(owner.pid, 0);
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
