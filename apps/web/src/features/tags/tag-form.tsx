import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DialogActions,
  DialogContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { tagName, TAG_MESSAGES } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { showSaveError } from '../../lib/form-errors';
import { translateValidation } from '../../lib/error-toast';
import { ColorSwatches } from '../../components/color-swatches';
import { TAG_PALETTE, toColorInputValue } from './tag-colors';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';

/** Spec 2 §5: name required ('Obrigatório'), at least 3 ('Mensagem muito curta'). */
export const tagFormSchema = z.object({
  name: tagName,
  color: z.string().regex(/^#[0-9a-fA-F]{2,8}$/, TAG_MESSAGES.invalidColor),
  kanban: z.boolean(),
});
export type TagFormValues = z.infer<typeof tagFormSchema>;
const FIELDS = ['name', 'color', 'kanban'] as const;

interface TagFormProps {
  initial: TagFormValues;
  /** The kanban switch: admins and supervisors only (spec 2 §6). */
  showKanban: boolean;
  onSubmit: (values: TagFormValues) => Promise<void>;
  onCancel: () => void;
}

export function TagForm({ initial, showKanban, onSubmit, onCancel }: TagFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<TagFormValues>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      showSaveError(err, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('tags.modal.name')}
            fullWidth
            autoFocus
          />
          <Controller
            control={control}
            name="color"
            render={({ field, fieldState }) => (
              <Stack spacing={1}>
                <TextField
                  type="color"
                  label={t('tags.modal.color')}
                  value={toColorInputValue(field.value)}
                  onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                  error={Boolean(fieldState.error)}
                  helperText={translateValidation(fieldState.error?.message)}
                  sx={{ width: 120 }}
                />
                <Typography variant="caption" color="text.secondary" id="tag-palette-label">
                  {t('tags.modal.palette')}
                </Typography>
                <ColorSwatches
                  palette={TAG_PALETTE}
                  value={field.value}
                  onPick={field.onChange}
                  groupLabel={{ 'aria-labelledby': 'tag-palette-label' }}
                  swatchLabel={(color) => t('tags.modal.swatch', { color })}
                />
              </Stack>
            )}
          />
          {showKanban && (
            <Controller
              control={control}
              name="kanban"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('tags.modal.kanban')}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <SaveCancelButtons onCancel={onCancel} busy={formState.isSubmitting} />
      </DialogActions>
    </form>
  );
}
