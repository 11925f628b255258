import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
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
import { fileListSchema, UPLOAD_ACCEPT, type FileListDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { refusalText, uploadRefusal } from '../../lib/upload-check';
import { filesApi } from './files-api';
import { filesUpsert } from './use-files';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

const formSchema = z.object({
  name: fileListSchema.shape.name,
  message: fileListSchema.shape.message,
  options: z.array(
    z.object({ optionId: z.number().nullable(), name: z.string().trim().min(1, 'Required') }),
  ),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'message'] as const;

/** The body of a save: the list's texts and its options, by id when they exist. */
const bodyOf = (
  rows: { optionId: number | null; name: string }[],
  texts: { name: string; message: string },
) => ({
  name: texts.name,
  message: texts.message,
  options: rows.map((o) => ({ id: o.optionId, name: o.name })),
});

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
  const { control, handleSubmit, setError, clearErrors, getValues } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: record?.name ?? '',
      message: record?.message ?? '',
      options: (record?.options ?? []).map((o) => ({ optionId: o.id, name: o.name })),
    },
  });
  const options = useFieldArray({ control, name: 'options' });

  const save = useSingleMutation({
    mutationFn: async (values: FormValues) => {
      const before = current;
      const saved = before
        ? await filesApi.update(before.id, bodyOf(values.options, values))
        : await filesApi.create(bodyOf(values.options, values));
      setCurrent(saved);
      const uploads = options.fields.flatMap((row, i) => {
        const file = chosen[row.id];
        const option = saved.options[i];
        return file && option ? [{ optionId: option.id, file }] : [];
      });
      if (!uploads.length) return saved;
      try {
        return await filesApi.uploadList(saved.id, uploads);
      } catch (err) {
        // the files were refused: the list goes back to what it was, so no option is left
        // without its file; the dialog stays open with what was typed
        await undo(before, saved).catch(() => undefined);
        throw err;
      }
    },
    onSuccess: (saved) => {
      filesUpsert(client, saved);
      toastSuccess(t('files.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, FIELDS),
  });

  const undo = async (before: FileListDTO | undefined, saved: FileListDTO) => {
    if (!before) {
      await filesApi.remove(saved.id);
      setCurrent(undefined);
      return;
    }
    const kept = before.options.map((o) => ({ optionId: o.id, name: o.name }));
    setCurrent(await filesApi.update(before.id, bodyOf(kept, before)));
  };

  /**
   * Every option carries a file (chosen now or stored), and each chosen one can go up. `focus`
   * puts the cursor on the first row without one, unless a field above already has it.
   */
  const filesReady = (values: FormValues, focus = true) => {
    let ready = true;
    values.options.forEach((_, i) => {
      const file = chosen[options.fields[i]!.id];
      const why = file ? uploadRefusal(file) : fileOf(i) ? null : 'missing';
      if (!why) return;
      const message =
        why === 'missing' ? t('files.fileRequired') : t(refusalText(why), { name: file!.name });
      setError(`options.${i}.name`, { message }, { shouldFocus: focus && ready });
      ready = false;
    });
    return ready;
  };

  // the rows without a file are named with the other fields' problems, in the same round
  const submit = handleSubmit(
    (values) => {
      if (filesReady(values)) save.mutate(values);
    },
    () => filesReady(getValues(), false),
  );
  /** A chosen file the server would refuse is named under its row and not kept. */
  const choose = (i: number, file: File) => {
    const why = uploadRefusal(file);
    if (why) {
      setError(`options.${i}.name`, { message: t(refusalText(why), { name: file.name }) });
      return;
    }
    clearErrors(`options.${i}.name`);
    setChosen((c) => ({ ...c, [options.fields[i]!.id]: file }));
  };
  const fileOf = (i: number) => {
    const row = options.fields[i];
    const stored = current?.options.find((o) => o.id === row.optionId);
    return chosen[row.id]?.name ?? (stored?.file ? stored.name : null);
  };

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
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
                    accept={UPLOAD_ACCEPT}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) choose(i, file);
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
    </FormDialog>
  );
}
