import type { backupsTexts } from './locales';

export const backupsTextsEn: typeof backupsTexts = {
  tab: 'Backups',
  postgres:
    'The database is PostgreSQL: back it up outside Atende, with pg_dump (see "Backups" in the README). Keep DATA_DIR\'s secrets.json and channel-secrets.key files and media folder with those dumps.',
  off: 'Automatic backups are off (BACKUP_EVERY_HOURS=0).',
  daily:
    'One backup of the database and the keys a day, at {{time}}; the newest {{keep}} are kept in {{directory}}.',
  everyHours:
    'One backup of the database and the keys every {{hours}} hours from {{time}}; the newest {{keep}} are kept in {{directory}}.',
  next: 'Next backup: {{when}}',
  nextNow: 'Next backup: within a minute',
  failed:
    "The latest backup failed at {{when}}. The server's log says why (a full disk, say); it is tried again an hour later.",
  media:
    'Message media (the media folder) are not in the backups: copy them, with the backups, to another disk.',
  restore: 'To restore a backup, stop the server and run npm run restore -- <file>.',
  empty: 'No backups yet',
  file: 'File',
  createdAt: 'Made at',
  size: 'Size',
};
