import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QueueOptionUpdateData } from '@atende/shared';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { queuesApi } from './queues-api';

export const queueOptionsKey = (queueId: number) => ['queues', 'options', queueId] as const;

/** The queue's whole option menu (GET /queue-options, roots with their children). */
export function useQueueOptions(queueId: number) {
  return useQuery({
    queryKey: queueOptionsKey(queueId),
    queryFn: () => queuesApi.options(queueId),
    staleTime: 0,
  });
}

/** What the option form saves: a new option under `parentId`, or a change to option `id`. */
export type OptionSave =
  | { id: number; body: QueueOptionUpdateData }
  | { parentId: number | null; body: QueueOptionUpdateData };

/** Each change is saved at once and the menu read again. */
export function useQueueOptionChanges(queueId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: queueOptionsKey(queueId) });
  // the form maps a refusal to its fields, so it awaits mutateAsync and handles the error
  const save = useMutation({
    mutationFn: (change: OptionSave) =>
      'id' in change
        ? queuesApi.updateOption(change.id, change.body)
        : queuesApi.addOption({
            ...change.body,
            title: change.body.title ?? '',
            queueId,
            parentId: change.parentId,
          }),
    onSuccess: async () => {
      toastSuccess(t('queues.options.saved'));
      await reload();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => queuesApi.removeOption(id),
    onSuccess: async () => {
      toastSuccess(t('queues.options.deleted'));
      await reload();
    },
    onError: toastError,
  });
  return { save, remove };
}
