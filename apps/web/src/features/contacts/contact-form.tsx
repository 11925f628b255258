import { useTranslation } from 'react-i18next';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { contactSchema } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { ApiError } from '../../lib/api-client';
import { errorText, toastError } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { ContactExtraInfoFields } from './contact-extra-info-fields';
import { CONTACT_FORM_FIELDS, digitsOnly, type ContactFormValues } from './contact-form-values';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';

/**
 * The shared rules' output has the form's shape (trimmed name, digits-only number, lower-case
 * email, extra info rows), so the submitted values are already what the server expects.
 */
const contactResolver = zodResolver(contactSchema) as unknown as Resolver<ContactFormValues>;

interface ContactFormProps {
  initial: ContactFormValues;
  onSubmit: (values: ContactFormValues) => Promise<void>;
  onCancel: () => void;
}

const NUMBER_REFUSALS = new Set(['ERR_DUPLICATED_CONTACT', 'ERR_WAPP_INVALID_CONTACT']);

/** Name, number, email and extra info, checked by the shared contact rules (spec 1 §5). */
export function ContactForm({ initial, onSubmit, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<ContactFormValues>({
    resolver: contactResolver,
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      // a number taken by another contact, or not on WhatsApp: on the field and in the toast
      if (err instanceof ApiError && NUMBER_REFUSALS.has(err.code)) {
        setError('number', { type: 'server', message: errorText(err) }, { shouldFocus: true });
        toastError(err);
      } else if (!applyFieldErrors(err, setError, CONTACT_FORM_FIELDS)) {
        toastError(err);
      }
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="subtitle2" color="primary">
            {t('contacts.modal.data')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="name"
              label={t('contacts.modal.name')}
              autoFocus
              fullWidth
            />
            <FormTextField
              control={control}
              name="number"
              label={t('contacts.modal.number')}
              helperText={t('contacts.modal.numberHelp')}
              transform={digitsOnly}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </Stack>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('contacts.modal.email')}
            autoComplete="off"
            fullWidth
          />
          <ContactExtraInfoFields control={control} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <SaveCancelButtons onCancel={onCancel} busy={formState.isSubmitting} />
      </DialogActions>
    </form>
  );
}
