import type { BackupsDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** The embedded database's backups (super users): read only, the server makes them. */
export const backupsApi = {
  overview: () => api.get<BackupsDTO>('/backups'),
};

export const BACKUPS_KEY = ['backups'] as const;
