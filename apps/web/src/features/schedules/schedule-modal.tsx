import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { format } from 'date-fns';
import {
  IMAGE_ATTACHMENT_ACCEPT,
  isImageAttachment,
  MESSAGE_VARIABLES_TEXT,
  type ScheduleDTO,
} from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess, translateValidation } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { whatsappsApi } from '../connections/whatsapps-api';
import { ContactField, type ContactOption } from './contact-field';
import { scheduleFormProblems } from './schedule-form-checks';
import { schedulesApi } from './schedules-api';
import { SCHEDULES_KEY } from './use-schedules';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

interface FormValues {
  contact: ContactOption | null;
  body: string;
  /** datetime-local: yyyy-MM-ddTHH:mm in the browser's time zone */
  sendAt: string;
  whatsappId: string;
}
const FIELDS = ['body', 'sendAt', 'whatsappId'] as const;
const localInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");

export interface ScheduleModalProps {
  /**
   * Absent: a new one, at `start`, for `contact` and through `whatsappId` when given.
   * Present: edit it.
   */
  record?: ScheduleDTO;
  start?: Date;
  contact?: ContactOption;
  whatsappId?: number;
  onClose: () => void;
}

/** Contact, message, date and time, connection and an optional file (uploaded after saving). */
export function ScheduleModal({ record, start, contact, whatsappId, onClose }: ScheduleModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState(record);
  const sent = current?.status === 'ENVIADA' || current?.status === 'AGENDADA';
  const connections = useQuery({ queryKey: ['whatsapps'], queryFn: whatsappsApi.list });
  const inAnHour = new Date(Date.now() + 60 * 60_000);
  const { control, handleSubmit, setError, watch, getValues } = useForm<FormValues>({
    defaultValues: {
      contact: record ? record.contact : (contact ?? null),
      body: record?.body ?? '',
      sendAt: localInput(record ? new Date(record.sendAt) : (start ?? inAnHour)),
      whatsappId: String(record?.whatsappId ?? whatsappId ?? ''),
    },
  });

  // the chosen connection before the list has come (or one no longer listed): an option still
  const chosen = watch('whatsappId');
  const unlisted = chosen !== '' && !connections.data?.some((c) => String(c.id) === chosen);

  const save = useSingleMutation({
    mutationFn: async (values: FormValues) => {
      if (!values.contact) throw new Error(t('schedules.contact'));
      const body = {
        contactId: values.contact.id,
        body: values.body,
        sendAt: new Date(values.sendAt).toISOString(),
        whatsappId: values.whatsappId ? Number(values.whatsappId) : undefined,
      };
      const saved = current
        ? await schedulesApi.update(current.id, body)
        : await schedulesApi.create(body);
      setCurrent(saved); // a refused upload retries as an update of this one
      return file ? schedulesApi.uploadMedia(saved.id, file) : saved;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SCHEDULES_KEY });
      toastSuccess(t('schedules.saved'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, FIELDS),
  });
  /**
   * Names the message's and the time's problems beside the contact's; true when there were any.
   * `focus`: the keyboard goes to the first of them (the contact's own check focuses it first).
   */
  const flagProblems = (values: FormValues, focus: boolean) => {
    const { body, sendAt } = scheduleFormProblems(values, !!current?.mediaName);
    if (body) setError('body', { message: body }, { shouldFocus: focus });
    if (sendAt) setError('sendAt', { message: sendAt }, { shouldFocus: focus && !body });
    return !!(body || sendAt);
  };
  // a file the server will not take is refused here, before the schedule is saved without it
  const wrongType = file !== null && !isImageAttachment(file.type);
  const submit = handleSubmit(
    (values) => {
      if (!flagProblems(values, true) && !wrongType) save.mutate(values);
    },
    () => flagProblems(getValues(), false),
  );

  const detach = useMutation({
    mutationFn: (id: number) => schedulesApi.removeMedia(id),
    onSuccess: (saved) => setCurrent(saved),
    onError: (err) => showSaveError(err, setError, FIELDS),
  });

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{t(record ? 'schedules.editTitle' : 'schedules.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {current?.status === 'ERRO' && current.error && (
              <Alert severity="error">{current.error}</Alert>
            )}
            {current?.status === 'ENVIADA' && current.sentAt && (
              <Alert severity="success">
                {t('schedules.sentAt', {
                  when: format(new Date(current.sentAt), 'dd/MM/yyyy HH:mm'),
                })}
              </Alert>
            )}
            <Controller
              control={control}
              name="contact"
              rules={{ required: 'Required' }}
              render={({ field, fieldState }) => (
                <ContactField
                  value={field.value}
                  onChange={field.onChange}
                  disabled={sent}
                  error={translateValidation(fieldState.error?.message)}
                />
              )}
            />
            <FormTextField
              control={control}
              name="body"
              label={t('schedules.body')}
              helperText={t('common.messageVariables', { list: MESSAGE_VARIABLES_TEXT })}
              multiline
              minRows={3}
              disabled={sent}
            />
            <FormTextField
              control={control}
              name="sendAt"
              type="datetime-local"
              label={t('schedules.sendAt')}
              disabled={sent}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
            />
            <FormTextField
              control={control}
              name="whatsappId"
              select
              label={t('schedules.connection')}
              disabled={sent}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('schedules.defaultConnection')}</MenuItem>
              {unlisted && (
                <MenuItem value={chosen} sx={{ display: 'none' }}>
                  {record?.whatsapp?.name ?? ''}
                </MenuItem>
              )}
              {(connections.data ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </FormTextField>
            <Box>
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_ATTACHMENT_ACCEPT}
                hidden
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              {(file ?? current?.mediaName) ? (
                <Chip
                  icon={<AttachFileIcon />}
                  label={file?.name ?? current?.mediaName}
                  onDelete={
                    sent
                      ? undefined
                      : () => (file ? setFile(null) : current && detach.mutate(current.id))
                  }
                />
              ) : (
                <Button
                  startIcon={<AttachFileIcon />}
                  disabled={sent}
                  onClick={() => fileInput.current?.click()}
                >
                  {t('schedules.attach')}
                </Button>
              )}
              {wrongType && (
                <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
                  {t('schedules.fileRefused', { name: file.name })}
                </Typography>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          {sent ? (
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          ) : (
            <SaveCancelButtons onCancel={onClose} busy={save.isPending} />
          )}
        </DialogActions>
      </form>
    </FormDialog>
  );
}
