import { Counter, Gauge, type Registry } from 'prom-client';
import { backupStatus } from './backup-schedule';

/** The embedded database's backups, for an alert when the last one grows old. */
export function registerBackupMetrics(registry: Registry) {
  new Gauge({
    name: 'atende_backup_last_success_timestamp_seconds',
    help: 'When the newest backup of the embedded database was written (Unix time; 0: none)',
    registers: [registry],
    collect() {
      this.set((backupStatus.lastSuccessAt?.getTime() ?? 0) / 1000);
    },
  });
  new Counter({
    name: 'atende_backup_failures_total',
    help: 'Backups of the embedded database that failed in this process',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(backupStatus.failures);
    },
  });
}
