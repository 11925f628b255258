import { useTranslation } from 'react-i18next';
import { useFieldArray, type Control } from 'react-hook-form';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { FormTextField } from '../../components/form-text-field';
import type { ContactFormValues } from './contact-form-values';

/** The contact's extra information: name/value rows the user adds and removes. */
export function ContactExtraInfoFields({ control }: { control: Control<ContactFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'extraInfo' });
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" color="primary" sx={{ mb: 1 }}>
        {t('contacts.modal.extraInfo')}
      </Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`extraInfo.${index}.name`}
            label={t('contacts.modal.extraName')}
            size="small"
            sx={{ flex: 1 }}
          />
          <FormTextField
            control={control}
            name={`extraInfo.${index}.value`}
            label={t('contacts.modal.extraValue')}
            size="small"
            sx={{ flex: 1 }}
          />
          <Tooltip title={t('contacts.modal.removeExtra')}>
            <IconButton
              aria-label={t('contacts.modal.removeExtra')}
              onClick={() => remove(index)}
              sx={{ mt: 0.5 }}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ name: '', value: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('contacts.modal.addExtra')}
      </Button>
    </Stack>
  );
}
