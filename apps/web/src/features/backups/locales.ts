/** Texts of the Settings page's Backups tab (key 'backups', super users), in Portuguese. */
export const backupsTexts = {
  tab: 'Backups',
  postgres:
    'O banco de dados é um PostgreSQL: os backups são feitos fora do Atende, com pg_dump (veja "Backups" no README). Guarde com eles os arquivos secrets.json e channel-secrets.key e a pasta media da DATA_DIR.',
  off: 'Os backups automáticos estão desligados (BACKUP_EVERY_HOURS=0).',
  daily:
    'Um backup do banco de dados e das chaves por dia, às {{time}}; os {{keep}} mais recentes ficam em {{directory}}.',
  everyHours:
    'Um backup do banco de dados e das chaves a cada {{hours}} horas a partir das {{time}}; os {{keep}} mais recentes ficam em {{directory}}.',
  next: 'Próximo backup: {{when}}',
  nextNow: 'Próximo backup: no próximo minuto',
  failed:
    'O último backup falhou em {{when}}. O log do servidor diz o motivo (por exemplo, disco cheio); uma nova tentativa é feita uma hora depois.',
  media:
    'As mídias das mensagens (pasta media) não entram nos backups: copie-as, com os backups, para outro disco.',
  restore: 'Para restaurar um backup, pare o servidor e rode npm run restore -- <arquivo>.',
  empty: 'Nenhum backup ainda',
  file: 'Arquivo',
  createdAt: 'Feito em',
  size: 'Tamanho',
};
