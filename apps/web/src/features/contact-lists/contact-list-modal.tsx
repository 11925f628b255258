import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { contactListSchema, type ContactListDTO, type ContactListInput } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { contactListsApi } from './contact-lists-api';
import { listUpsert } from './contact-lists-cache';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

interface ContactListModalProps {
  record?: ContactListDTO;
  onClose: () => void;
}

/** Name of a list (spec 3 §5: 2 to 50 characters). */
export function ContactListModal({ record, onClose }: ContactListModalProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const client = useQueryClient();
  const { control, handleSubmit, setError } = useForm<ContactListInput>({
    resolver: zodResolver(contactListSchema),
    defaultValues: { name: record?.name ?? '' },
  });
  const save = useSingleMutation({
    mutationFn: ({ name }: ContactListInput) =>
      record ? contactListsApi.update(record.id, name) : contactListsApi.create(name),
    onSuccess: (saved) => {
      listUpsert(client, saved);
      toastSuccess(t('contactLists.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, ['name'] as const),
  });
  const submit = handleSubmit((values) => save.mutate(values));
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t(record ? 'contactLists.editTitle' : 'contactLists.addTitle')}</DialogTitle>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <FormTextField
            control={control}
            name="name"
            label={t('contactLists.name')}
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons onCancel={onClose} busy={save.isPending} />
        </DialogActions>
      </form>
    </FormDialog>
  );
}
