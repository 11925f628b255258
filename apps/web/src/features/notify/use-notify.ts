import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { notifyApi } from './notify-api';

export const NOTIFY_KEY = ['notify'] as const;

/** GET /notify/: recipients and hours; a failure says so in the spec's words. */
export function useNotify() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: NOTIFY_KEY, queryFn: notifyApi.get });
  useEffect(() => {
    if (query.isError) showToast(t('notify.loadError'), 'error');
  }, [query.isError, t]);
  return query;
}
