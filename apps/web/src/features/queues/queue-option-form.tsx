import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  queueOptionUpdateSchema,
  type QueueOptionUpdateData,
  type QueueRefDTO,
} from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { translateValidation } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { OWN_FORM } from '../../components/form-dialog';

export interface OptionFormValues {
  option: string;
  title: string;
  message: string;
  /** '' for none. */
  forwardQueueId: string;
  humanHandover: boolean;
}
const FIELDS = ['option', 'title', 'message', 'forwardQueueId', 'humanHandover'] as const;

/** The form's texts go through the API's own schema, which turns them into its body. */
const resolver = zodResolver(queueOptionUpdateSchema) as unknown as Resolver<
  OptionFormValues,
  unknown,
  QueueOptionUpdateData
>;

/**
 * Saves the open option form as its own SALVAR would: true when saved or left untouched,
 * false when it shows why it was not saved.
 */
export type OptionFlush = () => Promise<boolean>;

interface QueueOptionFormProps {
  initial: OptionFormValues;
  /** The queues an option may forward to (the company's others). */
  queues: QueueRefDTO[];
  /** An option with sub-options shows them: it neither forwards nor hands over. */
  hasChildren: boolean;
  onSubmit: (body: QueueOptionUpdateData) => Promise<unknown>;
  onCancel: () => void;
  /** Where the queue dialog finds this form, to save it with its own SALVAR. */
  pending?: RefObject<OptionFlush | null>;
}

/** One option's number, title, message and action, edited in place in the tree. */
export function QueueOptionForm(props: QueueOptionFormProps) {
  const { initial, queues, hasChildren, onSubmit, onCancel, pending } = props;
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<
    OptionFormValues,
    unknown,
    QueueOptionUpdateData
  >({ resolver, defaultValues: initial });
  const handover = watch('humanHandover');
  const { isDirty } = formState;

  const saved = async (body: QueueOptionUpdateData) => {
    try {
      await onSubmit(body);
      return true;
    } catch (err) {
      showSaveError(err, setError, FIELDS);
      return false;
    }
  };
  const submit = handleSubmit(saved);

  // the dialog's footer SALVAR saves what was typed here too, instead of dropping it
  useEffect(() => {
    if (!pending) return;
    pending.current = async () => {
      if (!isDirty) return true;
      let ok = false;
      await handleSubmit(async (body) => {
        ok = await saved(body);
      })();
      return ok;
    };
    return () => {
      pending.current = null;
    };
  });

  return (
    <Paper
      component="form"
      noValidate
      aria-label={t('queues.options.form')}
      {...{ [OWN_FORM]: true }}
      onSubmit={(e) => void submit(e)}
      // Esc leaves this option's form, as its Cancelar does, not the whole queue dialog
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onCancel();
      }}
      variant="outlined"
      sx={{ p: 1.5, my: 1 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5}>
          <FormTextField
            control={control}
            name="option"
            type="number"
            size="small"
            label={t('queues.options.number')}
            sx={{ width: '7rem', flexShrink: 0 }}
            slotProps={{ htmlInput: { min: 1, max: 99 } }}
          />
          <FormTextField
            control={control}
            name="title"
            size="small"
            label={t('queues.options.optionTitle')}
            fullWidth
            autoFocus
          />
        </Stack>
        <FormTextField
          control={control}
          name="message"
          size="small"
          label={t('queues.options.message')}
          multiline
          minRows={2}
          fullWidth
        />
        <Controller
          control={control}
          name="forwardQueueId"
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              fullWidth
              label={t('queues.options.forward')}
              disabled={hasChildren || handover}
              // 'Nenhuma' (the empty value) is shown, not a blank box
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              error={Boolean(fieldState.error)}
              // why both actions are greyed out: an option with sub-options opens its submenu
              helperText={
                translateValidation(fieldState.error?.message) ??
                (hasChildren ? t('queues.options.hasChildren') : undefined)
              }
              {...field}
            >
              <MenuItem value="">{t('queues.options.noForward')}</MenuItem>
              {queues.map((q) => (
                <MenuItem key={q.id} value={String(q.id)}>
                  {q.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="humanHandover"
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                disabled={hasChildren}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      // the two actions exclude each other
                      if (e.target.checked) setValue('forwardQueueId', '');
                    }}
                  />
                }
                label={t('queues.options.handover')}
              />
              {fieldState.error && (
                <Typography variant="caption" color="error">
                  {translateValidation(fieldState.error.message)}
                </Typography>
              )}
            </>
          )}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <SaveCancelButtons onCancel={onCancel} busy={formState.isSubmitting} />
        </Stack>
      </Stack>
    </Paper>
  );
}
