import fs from 'node:fs';
import path from 'node:path';
import type { BackupsDTO } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { ctxOf } from '../http/authenticate';
import { requireSuper } from '../modules/companies/companies-admin.service';
import { listBackups } from './backup-archive';
import { backupStatus, nextAttemptAt, type BackupSettings } from './backup-schedule';

/** GET /api/backups: the Settings page's Backups tab (super users); nothing to change there. */
export async function backupsRoutes(app: FastifyInstance) {
  app.get('/backups', { schema: { tags: ['backups'] } }, async (req) => {
    const ctx = ctxOf(req);
    requireSuper(ctx);
    return backupsOverview(ctx, app.deps.dbKind, app.deps.backups);
  });
}

/** What the server knows of its backups: its settings, its files and its last failure. */
function backupsOverview(
  ctx: Ctx,
  database: BackupsDTO['database'],
  settings: BackupSettings | undefined,
): BackupsDTO {
  const none: BackupsDTO = {
    database,
    everyHours: 0,
    hourUtc: 0,
    keep: 0,
    directory: null,
    nextAt: null,
    lastFailureAt: null,
    backups: [],
  };
  if (database === 'postgres' || !settings) return none;
  const now = ctx.clock.now();
  const backups = listBackups(settings.backupDir).map(({ file, at }) => ({
    name: path.basename(file),
    createdAt: at.toISOString(),
    bytes: sizeOf(file),
  }));
  const newest = backups[0] ? new Date(backups[0].createdAt) : undefined;
  const failed = backupStatus.lastFailureAt;
  return {
    ...none,
    everyHours: settings.everyHours,
    hourUtc: settings.hourUtc,
    keep: settings.keep,
    directory: settings.backupDir,
    nextAt:
      settings.everyHours > 0
        ? new Date(Math.max(now.getTime(), nextAttemptAt(newest, now, settings))).toISOString()
        : null,
    lastFailureAt: failed && (!newest || failed > newest) ? failed.toISOString() : null,
    backups,
  };
}

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0; // pruned between the listing and this look
  }
};
