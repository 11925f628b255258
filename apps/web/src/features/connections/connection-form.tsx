import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogActions, DialogContent, Tab, Tabs } from '@mui/material';
import { toastError } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import type { CloudApiSettingsDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { AutomationFields, GeneralFields, MessageFields } from './connection-fields';
import {
  CONNECTION_FORM_FIELDS,
  connectionFormSchema,
  type ConnectionFormOutput,
  type ConnectionFormValues,
} from './connection-form-schema';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';

interface ConnectionFormProps {
  initial: ConnectionFormValues;
  /** The external API token, shown read-only (admins only; empty hides it). */
  token?: string;
  /** The connection being edited (its webhook address) and its stored cloud-api settings. */
  connectionId?: number;
  cloudApi?: CloudApiSettingsDTO;
  onSubmit: (values: ConnectionFormOutput) => Promise<void>;
  onCancel: () => void;
}

type ConnectionTab = 'general' | 'messages' | 'automation';
const TABS: ConnectionTab[] = ['general', 'messages', 'automation'];
const TAB_OF: Record<(typeof CONNECTION_FORM_FIELDS)[number], ConnectionTab> = {
  name: 'general',
  isDefault: 'general',
  provider: 'general',
  queueIds: 'general',
  greetingMessage: 'general',
  complationMessage: 'messages',
  outOfHoursMessage: 'messages',
  ratingMessage: 'messages',
  maxUseBotQueues: 'automation',
  timeUseBotQueues: 'automation',
  transferQueueId: 'automation',
  timeToTransfer: 'automation',
  expiresTicket: 'automation',
  expiresInactiveMessage: 'automation',
  'cloudApi.phoneNumberId': 'general',
  'cloudApi.businessAccountId': 'general',
  'cloudApi.accessToken': 'general',
  'cloudApi.appSecret': 'general',
  'cloudApi.verifyToken': 'general',
};

/**
 * The tab of the first field named, so a refused value is never out of sight (a nested field is
 * named by its path, or by its group when the form's own check refused it).
 */
const tabWith = (fields: string[]) =>
  CONNECTION_FORM_FIELDS.filter((f) => fields.includes(f) || fields.includes(f.split('.')[0])).map(
    (f) => TAB_OF[f],
  )[0];

/**
 * The connection modal's fields (spec 1 §3 Connection) in three tabs: the connection and its
 * queues, the messages to the customer, and the chatbot's and the tickets' time rules.
 */
export function ConnectionForm({
  initial,
  token,
  connectionId,
  cloudApi,
  onSubmit,
  onCancel,
}: ConnectionFormProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ConnectionTab>('general');
  const { control, handleSubmit, setError, formState } = useForm<
    ConnectionFormValues,
    unknown,
    ConnectionFormOutput
  >({
    resolver: zodResolver(connectionFormSchema(cloudApi)),
    defaultValues: initial,
  });

  const showFirstError = (fields: string[]) => {
    const first = tabWith(fields);
    if (first) setTab(first);
  };
  const submit = handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (err) {
        if (!applyFieldErrors(err, setError, CONNECTION_FORM_FIELDS)) toastError(err);
        else if (err instanceof ApiError) showFirstError(Object.keys(err.fields ?? {}));
      }
    },
    (errors: FieldErrors<ConnectionFormValues>) => showFirstError(Object.keys(errors)),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Tabs
        value={tab}
        onChange={(_, v: ConnectionTab) => setTab(v)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`connections.modal.tabs.${value}`)}
            id={`connection-tab-${value}`}
            aria-controls={`connection-panel-${value}`}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ minHeight: { sm: 420 } }}>
        {/* every panel stays mounted: its values and errors live on while another tab shows */}
        {TABS.map((value) => (
          <Box
            key={value}
            role="tabpanel"
            id={`connection-panel-${value}`}
            aria-labelledby={`connection-tab-${value}`}
            hidden={tab !== value}
            sx={{ pt: 1 }}
          >
            {value === 'general' && (
              <GeneralFields
                control={control}
                token={token}
                connectionId={connectionId}
                cloudApi={cloudApi}
              />
            )}
            {value === 'messages' && <MessageFields control={control} />}
            {value === 'automation' && <AutomationFields control={control} />}
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider' }}>
        <SaveCancelButtons onCancel={onCancel} busy={formState.isSubmitting} />
      </DialogActions>
    </form>
  );
}
