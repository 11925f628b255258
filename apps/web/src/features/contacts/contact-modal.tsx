import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ContactDTO } from '@atende/shared';
import { LoadingScreen } from '../../components/loading-screen';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { ContactForm } from './contact-form';
import { contactToForm, emptyContactForm, type ContactFormValues } from './contact-form-values';
import { contactCreated, contactUpdated } from './contacts-cache';
import { contactsApi } from './contacts-api';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { contactsTexts } from './locales';
import { FormDialog } from '../../components/form-dialog';

addPageTexts('contacts', contactsTexts);

export interface ContactModalProps {
  open: boolean;
  /** Edit this contact; without it the modal adds a new one. */
  contactId?: number;
  /** Prefill of a new contact (e.g. the name typed in the new-ticket search). */
  initialValues?: { name?: string; number?: string };
  onClose: () => void;
  onSaved?: (contact: ContactDTO) => void;
}

export const contactDetailKey = (id: number | undefined) => ['contacts', 'detail', id] as const;

/** Add or edit a contact with its extra info (spec 1 §5 contact rules). */
export function ContactModal({
  open,
  contactId,
  initialValues,
  onClose,
  onSaved,
}: ContactModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const editing = contactId !== undefined;

  const existing = useQuery({
    queryKey: contactDetailKey(contactId),
    queryFn: () => contactsApi.get(contactId!),
    enabled: open && editing,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    if (!existing.isError) return;
    toastError(existing.error);
    onClose();
  }, [existing.isError, existing.error, onClose]);

  // the form maps a refusal to its fields, so it awaits mutateAsync
  const saveContact = useMutation({
    mutationFn: (values: ContactFormValues) =>
      editing ? contactsApi.update(contactId, values) : contactsApi.create(values),
    onSuccess: (saved) => {
      if (editing) contactUpdated(client, saved);
      else contactCreated(client, saved);
      toastSuccess(t('contacts.modal.saved'));
      onSaved?.(saved);
      onClose();
    },
  });
  const save = async (values: ContactFormValues) => {
    await saveContact.mutateAsync(values);
  };

  const initial = editing
    ? existing.data && !existing.isFetching
      ? contactToForm(existing.data)
      : null
    : emptyContactForm(initialValues);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="contact-modal-title"
    >
      <DialogTitle id="contact-modal-title">
        {editing ? t('contacts.modal.editTitle') : t('contacts.modal.addTitle')}
      </DialogTitle>
      {open &&
        (initial ? (
          <ContactForm initial={initial} onSubmit={save} onCancel={onClose} />
        ) : (
          <DialogContent>
            <LoadingScreen />
          </DialogContent>
        ))}
    </FormDialog>
  );
}
