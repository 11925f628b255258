import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  QUEUE_INTEGRATION_TYPES,
  queueIntegrationSchema,
  type QueueIntegrationDTO,
} from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { IntegrationTypeFields } from './integration-type-fields';
import { queueIntegrationsApi } from './queue-integrations-api';
import { integrationsUpsert } from './use-queue-integrations';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

export interface IntegrationFormValues {
  type: QueueIntegrationDTO['type'];
  name: string;
  projectName: string;
  jsonContent: string;
  language: string;
  urlN8N: string;
  webhookSecret: string;
  typebotSlug: string;
  typebotExpires: number | string;
  typebotDelayMessage: number | string;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
}

const FIELDS = [
  'type',
  'name',
  'projectName',
  'jsonContent',
  'language',
  'urlN8N',
  'webhookSecret',
  'typebotSlug',
  'typebotExpires',
  'typebotDelayMessage',
] as const;

function defaultsOf(r?: QueueIntegrationDTO): IntegrationFormValues {
  return {
    type: r?.type ?? 'typebot',
    name: r?.name ?? '',
    projectName: r?.projectName ?? '',
    jsonContent: '',
    language: r?.language || 'pt-BR',
    urlN8N: r?.urlN8N ?? '',
    webhookSecret: '',
    typebotSlug: r?.typebotSlug ?? '',
    typebotExpires: r?.typebotExpires ?? 1,
    typebotDelayMessage: r?.typebotDelayMessage ?? 1000,
    typebotKeywordFinish: r?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: r?.typebotKeywordRestart ?? '',
    typebotRestartMessage: r?.typebotRestartMessage ?? '',
    typebotUnknownMessage: r?.typebotUnknownMessage ?? '',
  };
}

interface Props {
  record?: QueueIntegrationDTO;
  onClose: () => void;
}

/** The integration dialog: its fields follow the chosen type (spec 3 §2, §5). */
export function QueueIntegrationModal({ record, onClose }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const client = useQueryClient();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<IntegrationFormValues>({
    resolver: zodResolver(queueIntegrationSchema) as unknown as Resolver<IntegrationFormValues>,
    defaultValues: defaultsOf(record),
  });
  const type = useWatch({ control, name: 'type' });

  const save = useSingleMutation({
    mutationFn: (values: IntegrationFormValues) =>
      record ? queueIntegrationsApi.update(record.id, values) : queueIntegrationsApi.create(values),
    onSuccess: (saved) => {
      integrationsUpsert(client, saved);
      toastSuccess(t('queueIntegrations.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, FIELDS),
  });
  // the form holds the typed values; the request sends them (the server parses them again)
  const submit = handleSubmit(() => save.mutate(getValues()));

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {t(record ? 'queueIntegrations.editTitle' : 'queueIntegrations.addTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="type"
                select
                label={t('queueIntegrations.type')}
                sx={{ minWidth: 160 }}
              >
                {QUEUE_INTEGRATION_TYPES.map((v) => (
                  <MenuItem key={v} value={v}>
                    {t(`queueIntegrations.types.${v}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="name"
                label={t('queueIntegrations.name')}
                required
                fullWidth
                autoFocus
              />
            </Stack>
            <IntegrationTypeFields
              type={type}
              control={control}
              record={record}
              setValue={setValue}
              getValues={getValues}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons onCancel={onClose} busy={save.isPending} />
        </DialogActions>
      </form>
    </FormDialog>
  );
}
