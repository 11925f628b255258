import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { z } from 'zod';
import { fileListSchema, type FileListDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { filesApi } from './files-api';
import { filesUpsert } from './use-files';

const formSchema = z.object({
  name: fileListSchema.shape.name,
  message: fileListSchema.shape.message,
  options: z.array(
    z.object({ optionId: z.number().nullable(), name: z.string().trim().min(1, 'Required') }),
  ),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'message'] as const;

interface Props {
  record?: FileListDTO;
  onClose: () => void;
}

/**
 * Name, message and the options, each with its file; the list is saved first, then the chosen
 * files go up in one request (new options come back in the order they were added).
 */
export function FileListModal({ record, onClose }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const client = useQueryClient();
  const [current, setCurrent] = useState(record);
  /** The file chosen for each option row, by the row's key. */
  const [chosen, setChosen] = useState<Record<string, File>>({});
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: record?.name ?? '',
      message: record?.message ?? '',
      options: (record?.options ?? []).map((o) => ({ optionId: o.id, name: o.name })),
    },
  });
  const options = useFieldArray({ control, name: 'options' });

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const body = {
        name: values.name,
        message: values.message,
        options: values.options.map((o) => ({ id: o.optionId, name: o.name })),
      };
      const saved = current ? await filesApi.update(current.id, body) : await filesApi.create(body);
      filesUpsert(client, saved);
      setCurrent(saved);
      const uploads = options.fields.flatMap((row, i) => {
        const file = chosen[row.id];
        const option = saved.options[i];
        return file && option ? [{ optionId: option.id, file }] : [];
      });
      return uploads.length ? filesApi.uploadList(saved.id, uploads) : saved;
    },
    onSuccess: (saved) => {
      filesUpsert(client, saved);
      toastSuccess(t('files.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, FIELDS),
  });
  const submit = handleSubmit((values) => save.mutate(values));
  const fileOf = (i: number) => {
    const row = options.fields[i];
    const stored = current?.options.find((o) => o.id === row.optionId);
    return chosen[row.id]?.name ?? (stored?.file ? stored.name : null);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t(record ? 'files.editTitle' : 'files.addTitle')}</DialogTitle>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="name"
              label={t('files.name')}
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="message"
              label={t('files.message')}
              required
              fullWidth
              multiline
              minRows={3}
            />
            <Typography variant="subtitle2">{t('files.options')}</Typography>
            {options.fields.map((row, i) => (
              <Box
                key={row.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
              >
                <FormTextField
                  control={control}
                  name={`options.${i}.name`}
                  label={t('files.optionName')}
                  size="small"
                  sx={{ flex: '1 1 180px' }}
                />
                <Button
                  component="label"
                  size="small"
                  startIcon={<AttachFileIcon />}
                  sx={{ mt: 0.5 }}
                >
                  {t('files.chooseFile')}
                  <input
                    type="file"
                    hidden
                    aria-label={`${t('files.chooseFile')} ${i + 1}`}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) setChosen((c) => ({ ...c, [row.id]: file }));
                      e.target.value = '';
                    }}
                  />
                </Button>
                <IconButton
                  aria-label={t('files.removeOption')}
                  onClick={() => options.remove(i)}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ flexBasis: '100%', wordBreak: 'break-all' }}
                >
                  {fileOf(i) ?? t('files.noFile')}
                </Typography>
              </Box>
            ))}
            <Button
              onClick={() => options.append({ optionId: null, name: '' })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('files.addOption')}
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons onCancel={onClose} busy={save.isPending} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
