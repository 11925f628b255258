import type { backupsTexts } from './locales';

export const backupsTextsEs: typeof backupsTexts = {
  tab: 'Copias de seguridad',
  postgres:
    'La base de datos es un PostgreSQL: las copias se hacen fuera de Atende, con pg_dump (vea "Backups" en el README). Guarde con ellas los archivos secrets.json y channel-secrets.key y la carpeta media de DATA_DIR.',
  off: 'Las copias automáticas están desactivadas (BACKUP_EVERY_HOURS=0).',
  daily:
    'Una copia de la base de datos y de las claves por día, a las {{time}}; las {{keep}} más recientes quedan en {{directory}}.',
  everyHours:
    'Una copia de la base de datos y de las claves cada {{hours}} horas desde las {{time}}; las {{keep}} más recientes quedan en {{directory}}.',
  next: 'Próxima copia: {{when}}',
  nextNow: 'Próxima copia: en el próximo minuto',
  failed:
    'La última copia falló el {{when}}. El log del servidor dice por qué (por ejemplo, disco lleno); se intenta de nuevo una hora después.',
  media:
    'Los archivos de los mensajes (carpeta media) no entran en las copias: cópielos, con las copias, a otro disco.',
  restore: 'Para restaurar una copia, detenga el servidor y ejecute npm run restore -- <archivo>.',
  empty: 'Ninguna copia todavía',
  file: 'Archivo',
  createdAt: 'Hecha el',
  size: 'Tamaño',
};
