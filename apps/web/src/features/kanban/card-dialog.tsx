import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  kanbanCardCreateSchema,
  type KanbanBoardLaneDTO,
  type KanbanCardDTO,
} from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormTextField } from '../../components/form-text-field';
import { translateValidation } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { changedFields, valuesOf, type KanbanCardFormValues } from './card-form-values';
import { ContactRefsPicker } from './contact-refs-picker';
import { RefPicker, type RefOption } from './ref-picker';
import { useCardOptions } from './use-card-options';
import type { useKanbanMutations } from './use-kanban-mutations';

export type CardDialogState = { kind: 'create' } | { kind: 'view'; card: KanbanCardDTO };

interface CardDialogProps {
  state: CardDialogState;
  lanes: KanbanBoardLaneDTO[];
  mutations: ReturnType<typeof useKanbanMutations>;
  onClose: () => void;
}

const ptBR = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** 'Criar Nova Tarefa' and 'Visualizando Tarefa' (spec 3 Kanban). */
export function CardDialog({ state, lanes, mutations, onClose }: CardDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const options = useCardOptions();
  const [confirming, setConfirming] = useState(false);
  const card = state.kind === 'view' ? state.card : null;
  // the picked contacts' names, for the chips and the board's update before the server answers
  const [contacts, setContacts] = useState<RefOption[]>(
    () => card?.contacts.map(({ id, name }) => ({ id, name })) ?? [],
  );
  const initial: KanbanCardFormValues = card
    ? valuesOf(card)
    : {
        title: '',
        description: '',
        laneId: lanes[0]?.id ?? 0,
        queues: [],
        tags: [],
        contacts: [],
        users: [],
      };
  const form = useForm<KanbanCardFormValues>({
    defaultValues: initial,
    resolver: zodResolver(kanbanCardCreateSchema) as never,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!card) {
      await mutations.createCard.mutateAsync(values).then(onClose, () => undefined);
      return;
    }
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) return showToast(t('kanban.noChange'), 'info');
    await mutations.updateCard
      .mutateAsync({ cardId: card.id, body, options: { ...options, contacts } })
      .then(onClose, () => undefined);
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {card ? t('kanban.dialog.viewTitle') : t('kanban.dialog.createTitle')}
      </DialogTitle>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="title"
              label={t('kanban.dialog.title')}
              autoFocus={!card}
              required
              fullWidth
              size="small"
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('kanban.dialog.description')}
              multiline
              minRows={3}
              fullWidth
              size="small"
            />
            <TextField
              select
              size="small"
              label={t('kanban.dialog.lane')}
              value={form.watch('laneId')}
              onChange={(e) =>
                form.setValue('laneId', Number(e.target.value), { shouldDirty: true })
              }
            >
              {lanes.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <RefPicker
              name="queues"
              label={t('kanban.dialog.queues')}
              options={options.queues}
              control={form.control}
              error={translateValidation(errors.queues?.message)}
            />
            <RefPicker
              name="users"
              label={t('kanban.dialog.users')}
              options={options.users}
              control={form.control}
            />
            <RefPicker
              name="tags"
              label={t('kanban.dialog.tags')}
              options={options.tags}
              control={form.control}
            />
            <ContactRefsPicker
              label={t('kanban.dialog.contacts')}
              value={contacts}
              onChange={(picked) => {
                setContacts(picked);
                form.setValue(
                  'contacts',
                  picked.map((c) => c.id),
                  { shouldDirty: true },
                );
              }}
            />
            {card && (
              <Stack>
                <Typography variant="caption" color="text.secondary">
                  {t('kanban.dialog.createdAt', { date: ptBR(card.createdAt) })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('kanban.dialog.updatedAt', { date: ptBR(card.updatedAt) })}
                </Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {card && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              {t('kanban.dialog.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('kanban.dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || (card !== null && !isDirty)}
          >
            {card ? t('kanban.dialog.update') : t('kanban.dialog.create')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('kanban.dialog.confirmTitle')}
        confirmLabel={t('kanban.dialog.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (card) mutations.removeCard.mutate(card.id);
          onClose();
        }}
      >
        {t('kanban.dialog.confirmBody')}
      </ConfirmDialog>
    </Dialog>
  );
}
