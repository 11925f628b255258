import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { selectableRow } from '../../components/selectable-row';
import { helpSchema, type HelpDTO, type HelpInput } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormTextField } from '../../components/form-text-field';
import { TableStatusRows } from '../../components/table-status-rows';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { showWordedSaveError } from '../../lib/form-errors';
import { HELPS_KEY, helpsApi } from './helps-api';
import { useSingleMutation } from '../../lib/use-single-mutation';

const FIELDS = ['title', 'video', 'description'] as const;
const EMPTY: HelpInput = { title: '', video: '', description: '' };
const valuesOf = (h: HelpDTO | null): HelpInput => (h ? { ...h } : EMPTY);

/** Settings → Helps (spec 2 §2, super users): title, video code, description; the list below. */
export function HelpsTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: HELPS_KEY, queryFn: helpsApi.list });
  const [editing, setEditing] = useState<HelpDTO | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<HelpInput>({
    resolver: zodResolver(helpSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => reset(valuesOf(editing)), [editing, reset]);
  const refresh = () => void client.invalidateQueries({ queryKey: ['helps'] });

  const save = useSingleMutation({
    mutationFn: (values: HelpInput) =>
      editing ? helpsApi.update(editing.id, values) : helpsApi.create(values),
    onSuccess: () => {
      refresh();
      setEditing(null);
      reset(EMPTY);
      toastSuccess(t('helps.saved'));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => helpsApi.remove(id),
    onSuccess: () => {
      refresh();
      setEditing(null);
      toastSuccess(t('helps.saved'));
    },
    onError: toastError,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      showWordedSaveError(err, setError, FIELDS, t('helps.saveError'));
    }
  });
  const helps = list.data ?? [];

  return (
    <Stack spacing={2}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('helps.formTitle')}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' } }}
        >
          <FormTextField
            control={control}
            name="title"
            label={t('helps.fields.title')}
            size="small"
          />
          <FormTextField
            control={control}
            name="video"
            label={t('helps.fields.video')}
            helperText={t('helps.fields.videoHelp')}
            size="small"
          />
          <FormTextField
            control={control}
            name="description"
            label={t('helps.fields.description')}
            size="small"
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={() => setEditing(null)}>{t('helps.clear')}</Button>
          {editing && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('common.delete')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Box>
      </form>
      <Divider />
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('helps.fields.title')}</TableCell>
              <TableCell>{t('helps.fields.description')}</TableCell>
              <TableCell>{t('helps.fields.video')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={3}
              loading={list.isLoading}
              failed={list.isError}
              onRetry={() => void list.refetch()}
              rows={helps.length}
              emptyText={t('helps.empty')}
            />
            {helps.map((h) => (
              <TableRow
                key={h.id}
                hover
                selected={h.id === editing?.id}
                {...selectableRow(() => setEditing(h))}
              >
                <TableCell>{h.title}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.description}</TableCell>
                <TableCell>{h.video}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={confirming}
        title={t('helps.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() => editing && remove.mutate(editing.id)}
      >
        {t('helps.confirmBody')}
      </ConfirmDialog>
    </Stack>
  );
}
