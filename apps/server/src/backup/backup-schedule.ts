import type { PGlite } from '@electric-sql/pglite';
import type { Clock } from '../context';
import { listBackups } from './backup-archive';
import { pruneBackups, writeBackup } from './write-backup';

/** How often the schedule looks whether a backup is due. */
const CHECK_EVERY_MS = 60_000;
/** After a failure (a full disk, say) the next try waits this long, not the next check. */
const RETRY_AFTER_MS = 3_600_000;

/** This process's backups, for the metrics (read at scrape time). */
export const backupStatus = {
  lastSuccessAt: undefined as Date | undefined,
  lastFailureAt: undefined as Date | undefined,
  /** After a failure: no new try before this moment (the Backups tab shows it as the next). */
  retryAt: undefined as Date | undefined,
  failures: 0,
};

/** How the server backs the embedded database up (main.ts from the configuration). */
export interface BackupSettings {
  backupDir: string;
  everyHours: number;
  hourUtc: number;
  keep: number;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupSchedule {
  /** Looks whether a backup is due and writes it (the timer calls this; tests too). */
  check(): Promise<void>;
  /** Stops the timer and waits for a backup being written. */
  close(): Promise<void>;
}

/**
 * The newest instant at or before `now` when a backup is due: `hourUtc` o'clock, then every
 * `everyMs` from there (a day: once a day at that hour; six hours: four times a day).
 */
export function lastSlotBefore(now: Date, hourUtc: number, everyMs: number): number {
  const anchor = hourUtc * 3_600_000; // counted from 1970-01-01T00:00Z
  return anchor + Math.floor((now.getTime() - anchor) / everyMs) * everyMs;
}

/**
 * When the next backup is due, in ms: at or before `now` when one is due at once (there is none
 * yet, or the newest is older than the last due moment), else the next due moment.
 */
export function nextBackupAt(newest: Date | undefined, now: Date, s: BackupSettings): number {
  const everyMs = s.everyHours * 3_600_000;
  const slot = lastSlotBefore(now, s.hourUtc, everyMs);
  if (!newest || newest.getTime() < slot) return Math.min(slot, now.getTime());
  return slot + everyMs;
}

/** When the schedule will next try: when a backup is due, but not before a failure's retry. */
export function nextAttemptAt(newest: Date | undefined, now: Date, s: BackupSettings): number {
  return Math.max(nextBackupAt(newest, now, s), backupStatus.retryAt?.getTime() ?? 0);
}

/**
 * Backs the embedded database up at `hourUtc` and every `everyHours` from it, keeping the
 * newest `keep`. A backup is due when the newest file in `backupDir` (its time is in its name)
 * is older than the last such moment, so a restart neither repeats one nor skips one it was
 * down for; a new installation gets its first at the first check.
 */
export function startBackupSchedule(
  opts: BackupSettings & {
    db: PGlite;
    dataDir: string;
    clock: Clock;
    log: Log;
    /** Tests drive `check` themselves. */
    timer?: boolean;
  },
): BackupSchedule {
  const everyMs = opts.everyHours * 3_600_000;
  let running: Promise<void> | undefined;
  let closed = false;
  backupStatus.retryAt = undefined;
  const newest = listBackups(opts.backupDir)[0]?.at;
  if (newest) backupStatus.lastSuccessAt ??= newest;

  async function backUp() {
    const now = opts.clock.now();
    try {
      const written = await writeBackup({ ...opts, now });
      backupStatus.lastSuccessAt = now;
      backupStatus.retryAt = undefined;
      const pruned = pruneBackups(opts.backupDir, opts.keep);
      opts.log.info({ ...written, pruned: pruned.length }, 'backup written');
    } catch (err) {
      backupStatus.failures += 1;
      backupStatus.lastFailureAt = now;
      backupStatus.retryAt = new Date(now.getTime() + Math.min(RETRY_AFTER_MS, everyMs));
      opts.log.error({ err, backupDir: opts.backupDir }, 'backup failed');
    }
  }

  function check(): Promise<void> {
    if (closed || running) return running ?? Promise.resolve();
    const now = opts.clock.now();
    if (now.getTime() < nextAttemptAt(listBackups(opts.backupDir)[0]?.at, now, opts)) {
      return Promise.resolve();
    }
    running = backUp().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = opts.timer === false ? undefined : setInterval(() => void check(), CHECK_EVERY_MS);
  timer?.unref();
  return {
    check,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
