import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { AttachmentChip, useFilePicker } from '../../components/file-attachment';
import { messagesApiClient } from './messages-api-client';

const DIGITS = /^\d{8,15}$/;

/**
 * One of the page's two test forms (spec 2 §2): a text, or a file with an optional caption,
 * sent through POST /api/messages/send with the chosen connection's token.
 */
export function SendTestForm({ token, withFile }: { token: string; withFile: boolean }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const picker = useFilePicker({ testId: 'messages-api-file' });
  const title = t(withFile ? 'messagesApi.mediaForm' : 'messagesApi.textForm');

  const send = useMutation({
    mutationFn: () =>
      withFile && picker.file
        ? messagesApiClient.sendMedia(token, number, body, picker.file)
        : messagesApiClient.sendText(token, number, body),
    onSuccess: (answer) => {
      toastSuccess(t('messagesApi.sent', { ticketId: answer.ticketId }));
      setBody('');
      picker.clear();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else toastError(err);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!DIGITS.test(number)) found.number = t('messagesApi.numberHelp');
    if (withFile && !picker.file) found.medias = t('messagesApi.fileRequired');
    if (!withFile && !body.trim()) found.body = t('validation.Required');
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <form noValidate aria-label={title} onSubmit={submit}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <TextField
            label={t('messagesApi.number')}
            value={number}
            onChange={(e) => setNumber(e.target.value.trim())}
            error={!!errors.number}
            helperText={errors.number ?? t('messagesApi.numberHelp')}
            placeholder="5511999999999"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('messagesApi.message')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={!!errors.body}
            helperText={errors.body}
            required={!withFile}
            multiline
            minRows={2}
          />
          {withFile && (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {picker.input}
              <Button variant="outlined" onClick={picker.choose} disabled={send.isPending}>
                {t('messagesApi.file')}
              </Button>
              {picker.file ? (
                <AttachmentChip
                  name={picker.file.name}
                  removeLabel={t('messagesApi.removeFile')}
                  disabled={send.isPending}
                  onRemove={picker.clear}
                />
              ) : (
                <Typography
                  variant="body2"
                  color={errors.medias ? 'error' : 'text.secondary'}
                  role={errors.medias ? 'alert' : undefined}
                >
                  {errors.medias ?? t('messagesApi.noFile')}
                </Typography>
              )}
            </Stack>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!token || send.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('messagesApi.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
