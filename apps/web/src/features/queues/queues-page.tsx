import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { unusedQueueColor } from './queue-colors';
import { QueueModal } from './queue-modal';
import { patchQueues, removeQueue } from './queues-cache';
import { queuesApi } from './queues-api';
import { QueuesTable } from './queues-table';
import { useQueues, useQueuesRealtime } from './use-queues';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { queuesTexts } from './locales';

addPageTexts('queues', queuesTexts);

type ModalState = { open: false } | { open: true; queueId?: number };

/** /queues (spec 2 §2 Queues page): admins only (the route guard). */
export function QueuesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQueues();
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<QueueDTO | null>(null);
  useQueuesRealtime();
  const queues = list.data ?? [];

  const remove = useMutation({
    mutationFn: (queue: QueueDTO) => queuesApi.remove(queue.id),
    onSuccess: (_answer, queue) => {
      patchQueues(client, (l) => removeQueue(l, queue.id));
      toastSuccess(t('queues.deleted'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('queues.title')}
      addLabel={t('queues.add')}
      onAdd={() => setModal({ open: true })}
      overlays={
        <>
          {modal.open && (
            <QueueModal
              queueId={modal.queueId}
              defaultColor={unusedQueueColor(queues.map((q) => q.color))}
              onClose={() => setModal({ open: false })}
            />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('queues.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('queues.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <QueuesTable
        queues={queues}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onEdit={(queue) => setModal({ open: true, queueId: queue.id })}
        onDelete={setToDelete}
      />
    </ListPage>
  );
}
