import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { z } from 'zod';
import {
  PROMPT_DEFAULTS,
  PROMPT_MESSAGES,
  PROMPT_TEXT_VOICE,
  PROMPT_VOICES,
  type PromptDTO,
  type PromptInput,
} from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess, translateValidation } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { useQueues } from '../queues/use-queues';
import { promptsApi } from './prompts-api';
import { promptsUpsert } from './use-prompts';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { formatNumber } from '../../lib/format-number';
import { FormDialog } from '../../components/form-dialog';

/** Spec 3 §5: on submit only the queue is checked here; the server checks the rest. */
const formSchema = z.object({
  name: z.string(),
  prompt: z.string(),
  apiKey: z.string(),
  queueId: z.string().min(1, PROMPT_MESSAGES.queueRequired),
  maxMessages: z.string(),
  maxTokens: z.string(),
  temperature: z.string(),
  voice: z.string(),
  voiceKey: z.string(),
  voiceRegion: z.string(),
  handoverMarker: z.string(),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape) as (keyof FormValues)[];

interface Props {
  record?: PromptDTO;
  onClose: () => void;
}

/** The prompt dialog: name, prompt, key, queue, history and answer sizes, voice. */
export function PromptModal({ record, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const client = useQueryClient();
  const queues = useQueues();
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: record?.name ?? '',
      prompt: record?.prompt ?? '',
      apiKey: '',
      queueId: record ? String(record.queueId) : '',
      maxMessages: String(record?.maxMessages ?? PROMPT_DEFAULTS.maxMessages),
      maxTokens: String(record?.maxTokens ?? PROMPT_DEFAULTS.maxTokens),
      temperature: String(record?.temperature ?? PROMPT_DEFAULTS.temperature),
      voice: record?.voice ?? PROMPT_DEFAULTS.voice,
      voiceKey: '',
      voiceRegion: record?.voiceRegion ?? '',
      handoverMarker: record?.handoverMarker ?? '',
    },
  });
  const voice = useWatch({ control, name: 'voice' });

  const save = useSingleMutation({
    mutationFn: (v: FormValues) => {
      const body = { ...v, queueId: Number(v.queueId), voice: v.voice as PromptInput['voice'] };
      return record ? promptsApi.update(record.id, body) : promptsApi.create(body);
    },
    onSuccess: (saved) => {
      promptsUpsert(client, saved);
      toastSuccess(t('prompts.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, FIELDS),
  });
  const submit = handleSubmit((values) => save.mutate(values));
  const keyHint = (stored: boolean | undefined) => (stored ? t('prompts.apiKeyStored') : undefined);

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>{t(record ? 'prompts.editTitle' : 'prompts.addTitle')}</DialogTitle>
      <form noValidate aria-label={t('prompts.title')} onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="name"
              label={t('prompts.name')}
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="apiKey"
              type="password"
              autoComplete="off"
              label={t('prompts.apiKey')}
              required={!record?.hasApiKey}
              helperText={keyHint(record?.hasApiKey)}
              fullWidth
            />
            <FormTextField
              control={control}
              name="prompt"
              label={t('prompts.prompt')}
              required
              fullWidth
              multiline
              minRows={6}
            />
            <Controller
              control={control}
              name="queueId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={t('prompts.queue')}
                  error={!!fieldState.error}
                  helperText={translateValidation(fieldState.error?.message)}
                  {...field}
                >
                  {(queues.data ?? []).map((q) => (
                    <MenuItem key={q.id} value={String(q.id)}>
                      {q.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="maxTokens"
                type="number"
                label={t('prompts.maxTokens')}
                helperText={t('prompts.range', {
                  min: 1,
                  max: formatNumber(32_000, i18n.language),
                })}
                fullWidth
              />
              <FormTextField
                control={control}
                name="temperature"
                type="number"
                label={t('prompts.temperature')}
                slotProps={{ htmlInput: { min: 0, max: 2, step: 0.1 } }}
                helperText={t('prompts.range', { min: 0, max: 2 })}
                fullWidth
              />
              <FormTextField
                control={control}
                name="maxMessages"
                type="number"
                label={t('prompts.maxMessages')}
                helperText={t('prompts.range', { min: 1, max: 50 })}
                fullWidth
              />
            </Stack>
            <FormTextField
              control={control}
              name="handoverMarker"
              label={t('prompts.handoverMarker')}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="voice"
                render={({ field }) => (
                  <TextField select fullWidth label={t('prompts.voice')} {...field}>
                    <MenuItem value={PROMPT_TEXT_VOICE}>{t('prompts.voiceText')}</MenuItem>
                    {PROMPT_VOICES.map((v) => (
                      <MenuItem key={v} value={v}>
                        {v.replace(/^pt-BR-|Neural$/g, '')}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {voice !== PROMPT_TEXT_VOICE && (
                <>
                  <FormTextField
                    control={control}
                    name="voiceKey"
                    type="password"
                    autoComplete="off"
                    label={t('prompts.voiceKey')}
                    helperText={keyHint(record?.hasVoiceKey)}
                    fullWidth
                  />
                  <FormTextField
                    control={control}
                    name="voiceRegion"
                    label={t('prompts.voiceRegion')}
                    fullWidth
                  />
                </>
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons onCancel={onClose} busy={save.isPending} />
        </DialogActions>
      </form>
    </FormDialog>
  );
}
