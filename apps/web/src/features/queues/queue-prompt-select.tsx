import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { useCurrentUser } from '../../app/auth/auth-context';
import { useAllPages } from '../../lib/use-all-pages';
import { usePromptsPages } from '../prompts/use-prompts';
import { NONE, type QueueFormControl } from './queue-form-values';

/**
 * The queue's AI prompt (spec 2 §2 'prompt'): 'Nenhum' or one of the company's prompts (every
 * page of GET /prompt, asked only when the plan has OpenAI).
 */
export function QueuePromptSelect({ control }: { control: QueueFormControl }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const prompts = usePromptsPages('', Boolean(me.company.plan?.useOpenAi));
  useAllPages(prompts);
  const records = prompts.data?.pages.flatMap((p) => p.prompts) ?? [];
  return (
    <Controller
      control={control}
      name="promptId"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={t('queues.modal.prompt')}
          {...field}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          <MenuItem value={NONE}>{t('queues.modal.none')}</MenuItem>
          {records.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
          {/* a prompt not among those loaded still shows as chosen */}
          {field.value !== NONE && !records.some((p) => String(p.id) === field.value) && (
            <MenuItem value={field.value}>#{field.value}</MenuItem>
          )}
        </TextField>
      )}
    />
  );
}
