import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { Grid, MenuItem, TextField } from '@mui/material';
import { CHECKOUT_COUNTRIES } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { translateValidation } from '../../lib/error-toast';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form';

/** Step 0 'Dados': full name, country, zip, address, state, city (spec 2 §2). */
export function CheckoutDataStep({
  control,
}: {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="firstName"
          label={t('billing.checkout.fullName')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={t('billing.checkout.country')}
              {...field}
              error={Boolean(fieldState.error)}
              helperText={translateValidation(fieldState.error?.message)}
            >
              {CHECKOUT_COUNTRIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`billing.checkout.countries.${c}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="zipcode"
          label={t('billing.checkout.zipcode')}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="address2"
          label={t('billing.checkout.address')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="state"
          label={t('billing.checkout.state')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="city" label={t('billing.checkout.city')} fullWidth />
      </Grid>
    </Grid>
  );
}
