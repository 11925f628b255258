import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { z } from 'zod';
import {
  IMAGE_ATTACHMENT_ACCEPT,
  isImageAttachment,
  MESSAGE_VARIABLES_TEXT,
  quickMessageSchema,
  type QuickMessageDTO,
} from '@atende/shared';
import { AttachButton, AttachmentChip, useFilePicker } from '../../components/file-attachment';
import { FormTextField } from '../../components/form-text-field';
import { EmojiButton } from '../emoji/emoji-button';
import { ApiError } from '../../lib/api-client';
import { errorText, toastError, toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { quickMessagesApi } from './quick-messages-api';
import { cacheUpsert } from './quick-messages-cache';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

const formSchema = z.object({
  shortcode: quickMessageSchema.shape.shortcode,
  message: z.string(),
  geral: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['shortcode', 'message', 'geral'] as const;

/** What a refused upload says: the server's reason for the file, not a generic 'invalid data'. */
const refusalText = (err: unknown) =>
  err instanceof ApiError && err.fields?.file ? err.fields.file : errorText(err);

interface QuickMessageModalProps {
  /** Absent: add one. Present: edit it. */
  record?: QuickMessageDTO;
  onClose: () => void;
}

/** Shortcode, message, shared switch and an optional attachment, uploaded after the save. */
export function QuickMessageModal({ record, onClose }: QuickMessageModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const picker = useFilePicker({ testId: 'quick-message-file', accept: IMAGE_ATTACHMENT_ACCEPT });
  const file = picker.file;
  const [current, setCurrent] = useState(record);
  // read by the save itself: once created, the record is updated, never created again
  const target = useRef(record);
  const keep = (saved: QuickMessageDTO) => {
    cacheUpsert(client, saved);
    target.current = saved;
    setCurrent(saved);
  };
  const [refused, setRefused] = useState<{ file: File; text: string } | null>(null);
  // a type the server will not take is refused here, before anything is saved
  const wrongType = file !== null && !isImageAttachment(file.type);
  const fileError = wrongType
    ? t('quickMessages.fileRefused', { name: file.name })
    : refused && refused.file === file
      ? refused.text
      : null;
  const messageBox = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      shortcode: record?.shortcode ?? '',
      message: record?.message ?? '',
      geral: record?.geral ?? false,
    },
  });

  const save = useSingleMutation({
    mutationFn: async (values: FormValues) => {
      const saved = target.current
        ? await quickMessagesApi.update(target.current.id, values)
        : await quickMessagesApi.create(values);
      // saved before the upload: if the upload is refused, the dialog edits this record
      keep(saved);
      if (!file) return saved;
      try {
        return await quickMessagesApi.uploadMedia(saved.id, file);
      } catch (err) {
        const text = refusalText(err);
        setRefused({ file, text });
        throw new Error(text);
      }
    },
    onSuccess: (saved) => {
      keep(saved);
      toastSuccess(t('quickMessages.success'));
      onClose();
    },
    onError: (err) => {
      showSaveError(err, setError, FIELDS);
    },
  });
  const submit = handleSubmit((values) => {
    if (wrongType) toastError(new Error(fileError!));
    else save.mutate(values);
  });

  const removeMedia = useMutation({
    mutationFn: (id: number) => quickMessagesApi.removeMedia(id),
    onSuccess: (saved) => {
      keep(saved);
      toastSuccess(t('quickMessages.success'));
    },
    onError: toastError,
  });

  const attachmentName = file?.name ?? current?.mediaName ?? null;
  const locked = save.isPending || removeMedia.isPending;
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {current ? t('quickMessages.editTitle') : t('quickMessages.addTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="shortcode"
              label={t('quickMessages.shortcode')}
              required
              fullWidth
              autoFocus
            />
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <FormTextField
                control={control}
                name="message"
                label={t('quickMessages.message')}
                helperText={t('common.messageVariables', { list: MESSAGE_VARIABLES_TEXT })}
                multiline
                minRows={4}
                maxRows={10}
                fullWidth
                elementRef={messageBox}
              />
              <EmojiButton
                field={() => messageBox.current}
                onChange={(text) => setValue('message', text, { shouldDirty: true })}
                disabled={locked}
              />
            </Box>
            <Controller
              control={control}
              name="geral"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('quickMessages.geral')}
                />
              )}
            />
            {picker.input}
            {attachmentName && (
              <AttachmentChip
                name={attachmentName}
                removeLabel={t('quickMessages.removeAttachment')}
                disabled={locked}
                onRemove={() => (file ? picker.clear() : current && removeMedia.mutate(current.id))}
              />
            )}
            {fileError && (
              <Typography role="alert" variant="body2" color="error">
                {fileError}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <AttachButton onClick={picker.choose} disabled={locked}>
            {t('quickMessages.attach')}
          </AttachButton>
          <SaveCancelButtons onCancel={onClose} busy={locked} />
        </DialogActions>
      </form>
    </FormDialog>
  );
}
