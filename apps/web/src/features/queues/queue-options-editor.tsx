import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import type { QueueOptionDTO, QueueOptionUpdateData } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { blankOption, OptionBranch, type OptionEditing } from './queue-option-branch';
import { QueueOptionForm, type OptionFlush } from './queue-option-form';
import { useQueues } from './use-queues';
import { useQueueOptionChanges, useQueueOptions } from './use-queue-options';

interface QueueOptionsEditorProps {
  queueId: number;
  /** Set while an option form is open: the queue dialog's SALVAR saves it first (0124). */
  pending?: RefObject<OptionFlush | null>;
}

/**
 * The queue's chatbot menu as a tree: add, edit, delete, add a sub-option. Each change is
 * saved on its own (docs/decisions/0039), so the editor needs a saved queue.
 */
export function QueueOptionsEditor({ queueId, pending }: QueueOptionsEditorProps) {
  const { t } = useTranslation();
  const menu = useQueueOptions(queueId);
  const queues = useQueues();
  const { save, remove } = useQueueOptionChanges(queueId);
  const [editing, setEditing] = useState<OptionEditing | null>(null);
  const [toDelete, setToDelete] = useState<QueueOptionDTO | null>(null);
  const roots = menu.data ?? [];
  const targets = (queues.data ?? []).filter((q) => q.id !== queueId);

  const onSave = async (change: OptionEditing, body: QueueOptionUpdateData) => {
    await save.mutateAsync(
      change.kind === 'edit' ? { id: change.id, body } : { parentId: change.parentId, body },
    );
    setEditing(null);
  };
  const addingRoot = editing?.kind === 'add' && editing.parentId === null;

  return (
    <Box component="section" aria-labelledby="queue-options-title">
      <Typography id="queue-options-title" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('queues.options.title')}
      </Typography>
      {menu.isLoading ? (
        <Skeleton />
      ) : (
        <>
          {roots.length === 0 &&
            !addingRoot &&
            (menu.isError ? (
              <LoadFailedNotice onRetry={() => void menu.refetch()} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('queues.options.empty')}
              </Typography>
            ))}
          <OptionBranch
            options={roots}
            depth={0}
            queues={targets}
            editing={editing}
            onEdit={setEditing}
            onDelete={setToDelete}
            onSave={onSave}
            pending={pending}
          />
          {addingRoot && (
            <QueueOptionForm
              initial={blankOption(roots)}
              queues={targets}
              hasChildren={false}
              onSubmit={(body) => onSave(editing, body)}
              onCancel={() => setEditing(null)}
              pending={pending}
            />
          )}
        </>
      )}
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button
          startIcon={<Add />}
          onClick={() => setEditing({ kind: 'add', parentId: null })}
          disabled={addingRoot}
        >
          {t('queues.options.add')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('queues.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      >
        {t('queues.options.confirmBody')}
      </ConfirmDialog>
    </Box>
  );
}
