import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { z } from 'zod';
import { contactListItemSchema, type ContactListItemDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { contactListsApi } from './contact-lists-api';
import { itemUpsert } from './contact-lists-cache';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

const formSchema = z.object({
  name: contactListItemSchema.shape.name,
  number: contactListItemSchema.shape.number,
  email: contactListItemSchema.shape.email,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['name', 'number', 'email'] as const;

interface Props {
  contactListId: number;
  record?: ContactListItemDTO;
  onClose: () => void;
}

/** Name, number and e-mail of a list's contact (spec 3 §5). */
export function ContactListItemModal({ contactListId, record, onClose }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const client = useQueryClient();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: record?.name ?? '',
      number: record?.number ?? '',
      email: record?.email ?? '',
    },
  });
  const save = useSingleMutation({
    mutationFn: (values: FormOutput) =>
      record
        ? contactListsApi.updateItem(record.id, values)
        : contactListsApi.createItem(contactListId, values),
    onSuccess: (saved) => {
      itemUpsert(client, saved, !record);
      toastSuccess(t('contactLists.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, FIELDS),
  });
  const submit = handleSubmit((values) => save.mutate(values));
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>
        {t(record ? 'contactLists.items.editTitle' : 'contactLists.items.addTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="name"
              label={t('contactLists.items.name')}
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="number"
              label={t('contactLists.items.number')}
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="email"
              label={t('contactLists.items.email')}
              fullWidth
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
