import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { z } from 'zod';
import {
  ANNOUNCEMENT_PRIORITIES,
  announcementSchema,
  IMAGE_ATTACHMENT_ACCEPT,
  type AnnouncementDTO,
} from '@atende/shared';
import { AttachButton, AttachmentChip, useFilePicker } from '../../components/file-attachment';
import { FormTextField } from '../../components/form-text-field';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { announcementsApi } from './announcements-api';
import { cacheUpsert } from './announcements-cache';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

/** The selects hold strings; the schema's own rules check title and text. */
const formSchema = z.object({
  title: announcementSchema.shape.title,
  text: announcementSchema.shape.text,
  priority: z.enum(['1', '2', '3']),
  status: z.enum(['true', 'false']),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['title', 'text', 'priority', 'status'] as const;

interface AnnouncementModalProps {
  /** Absent: add one. Present: edit it. */
  record?: AnnouncementDTO;
  onClose: () => void;
}

/** What an announcement's form saves, as it was (to put an edit back). */
const bodyOf = (a: AnnouncementDTO) => ({
  title: a.title,
  text: a.text,
  priority: a.priority,
  status: a.status,
});

/** Spec 3 §2 dialog: title, text, status, priority and an image (png, jpg, jpeg). */
export function AnnouncementModal({ record, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const picker = useFilePicker({
    accept: IMAGE_ATTACHMENT_ACCEPT,
    testId: 'announcement-file',
  });
  const file = picker.file;
  const [current, setCurrent] = useState(record);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: record?.title ?? '',
      text: record?.text ?? '',
      priority: String(record?.priority ?? 3) as FormValues['priority'],
      status: String(record?.status ?? true) as FormValues['status'],
    },
  });

  const save = useSingleMutation({
    mutationFn: async (values: FormValues) => {
      const body = {
        ...values,
        priority: Number(values.priority),
        status: values.status === 'true',
      };
      if (!file) {
        return current ? announcementsApi.update(current.id, body) : announcementsApi.create(body);
      }
      // with an image, whole or not at all: a new announcement stays inactive (seen by no one)
      // until its image is in, and a refused image takes the record back to what it was
      const saved = current
        ? await announcementsApi.update(current.id, body)
        : await announcementsApi.create({ ...body, status: false });
      try {
        const withImage = await announcementsApi.uploadImage(saved.id, file);
        return current || !body.status ? withImage : announcementsApi.update(saved.id, body);
      } catch (err) {
        await (
          current
            ? announcementsApi.update(current.id, bodyOf(current))
            : announcementsApi.remove(saved.id)
        ).catch(() => undefined);
        throw err;
      }
    },
    onSuccess: (saved) => {
      cacheUpsert(client, saved);
      toastSuccess(t('announcements.success'));
      onClose();
    },
    onError: (err) => {
      if (!applyFieldErrors(err, setError, FIELDS)) toastError(err);
    },
  });

  const removeImage = useMutation({
    mutationFn: (id: number) => announcementsApi.removeImage(id),
    onSuccess: (saved) => {
      cacheUpsert(client, saved);
      setCurrent(saved);
      toastSuccess(t('announcements.success'));
    },
    onError: toastError,
  });

  const imageName = file?.name ?? current?.mediaName ?? null;
  const locked = save.isPending || removeImage.isPending;
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {record ? t('announcements.modal.editTitle') : t('announcements.modal.addTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="title"
              label={t('announcements.modal.title')}
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="text"
              label={t('announcements.modal.text')}
              required
              multiline
              minRows={4}
              maxRows={10}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="status"
                select
                label={t('announcements.modal.status')}
                fullWidth
              >
                <MenuItem value="true">{t('announcements.status.active')}</MenuItem>
                <MenuItem value="false">{t('announcements.status.inactive')}</MenuItem>
              </FormTextField>
              <FormTextField
                control={control}
                name="priority"
                select
                label={t('announcements.modal.priority')}
                fullWidth
              >
                {ANNOUNCEMENT_PRIORITIES.map((p) => (
                  <MenuItem key={p} value={String(p)}>
                    {t(`announcements.priority.${p}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            {picker.input}
            {imageName && (
              <AttachmentChip
                name={imageName}
                removeLabel={t('announcements.modal.removeImage')}
                disabled={locked}
                onRemove={() => (file ? picker.clear() : current && removeImage.mutate(current.id))}
              />
            )}
          </Stack>
        </DialogContent>
        {/* on a narrow screen the attach button wraps alone: Cancel and Save stay together */}
        <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
          <AttachButton onClick={picker.choose} disabled={locked}>
            {t('announcements.modal.attach')}
          </AttachButton>
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto', whiteSpace: 'nowrap' }}>
            <Button onClick={onClose} disabled={locked}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={locked}>
              {t('common.save')}
            </Button>
          </Box>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
