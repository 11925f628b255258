import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Tab,
  Tabs,
  useMediaQuery,
  Button,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { QueueDTO } from '@atende/shared';
import { LoadingScreen } from '../../components/loading-screen';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { emptyQueueForm, queueToForm, type QueueFormValues } from './queue-form-values';
import { QueueForm } from './queue-form';
import { patchQueues, upsertQueue } from './queues-cache';
import { queuesApi } from './queues-api';
import { useQueues } from './use-queues';
import { useScheduleType } from './use-schedule-type';
import { FormDialog } from '../../components/form-dialog';

interface QueueModalProps {
  /** Absent: add a queue. Present: edit that queue (GET /queue/{id}). */
  queueId?: number;
  /** The colour a new queue starts with. */
  defaultColor: string;
  onClose: () => void;
}

/**
 * The queue modal (spec 2 §2): 'Dados da Fila' with the option menu, and 'Horários de
 * Atendimento' when the company uses per-queue hours. A new queue stays open once saved, in
 * edit mode, so its menu can be built at once.
 */
export function QueueModal({ queueId, defaultColor, onClose }: QueueModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const [savedId, setSavedId] = useState(queueId);
  const [tab, setTab] = useState<'data' | 'hours'>('data');
  const perQueueHours = useScheduleType() === 'queue';
  const editing = savedId !== undefined;
  // spec 2 §5: the greeting is required once the company has more than one queue
  const greetingRequired = (useQueues().data ?? []).some((q) => q.id !== savedId);

  const existing = useQuery({
    queryKey: ['queues', 'detail', queueId],
    queryFn: () => queuesApi.get(queueId!),
    enabled: queueId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (!existing.isError) return;
    toastError(existing.error);
    onClose();
  }, [existing.isError, existing.error, onClose]);

  const saveQueue = useMutation({
    mutationFn: (body: Parameters<typeof queuesApi.create>[0]) =>
      savedId === undefined ? queuesApi.create(body) : queuesApi.update(savedId, body),
    onSuccess: (saved: QueueDTO) => {
      patchQueues(client, (list) => upsertQueue(list, saved));
      toastSuccess(t('queues.saved'));
      if (savedId === undefined) setSavedId(saved.id);
      else onClose();
    },
  });

  const [initial] = useState<QueueFormValues | null>(() =>
    queueId === undefined ? emptyQueueForm(defaultColor) : null,
  );
  const loaded = initial ?? (existing.data ? queueToForm(existing.data) : null);

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>
        {editing ? t('queues.modal.editTitle') : t('queues.modal.addTitle')}
      </DialogTitle>
      <Tabs
        value={perQueueHours ? tab : 'data'}
        onChange={(_e, next: 'data' | 'hours') => setTab(next)}
        // on a phone the two tabs share the width, their labels wrapping
        variant={fullScreen ? 'fullWidth' : 'standard'}
        sx={{ px: { sm: 2 } }}
      >
        <Tab value="data" label={t('queues.modal.dataTab')} />
        {perQueueHours && <Tab value="hours" label={t('queues.modal.hoursTab')} />}
      </Tabs>
      <Divider />
      {loaded ? (
        <QueueForm
          initial={loaded}
          queueId={savedId}
          tab={perQueueHours ? tab : 'data'}
          onShowTab={setTab}
          perQueueHours={perQueueHours}
          greetingRequired={greetingRequired}
          submitLabel={editing ? t('common.save') : t('common.add')}
          onSubmit={(body) => saveQueue.mutateAsync(body)}
          onCancel={onClose}
        />
      ) : (
        <>
          <DialogContent>
            <LoadingScreen />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('queues.modal.close')}</Button>
          </DialogActions>
        </>
      )}
    </FormDialog>
  );
}
