import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { InvoiceDTO, PlanDTO } from '@atende/shared';
import type { CheckoutFormInput } from './checkout-form';
import { formatDay, formatMoney } from './invoice-status';

/** Step 2 'Revisar': the subscription's summary before PAGAR. */
export function CheckoutReviewStep({
  values,
  plan,
  invoice,
}: {
  values: CheckoutFormInput;
  plan: PlanDTO | null;
  invoice: InvoiceDTO | null;
}) {
  const { t } = useTranslation();
  const address = [values.address2, values.city, values.state, values.zipcode]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Typography variant="h6" component="h3">
        {t('billing.checkout.summary')}
      </Typography>
      <List dense>
        <ListItem disableGutters>
          <ListItemText
            primary={t('billing.checkout.fullName')}
            secondary={values.firstName || '—'}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText primary={t('billing.checkout.address')} secondary={address || '—'} />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText primary={t('billing.checkout.plan')} secondary={plan?.name ?? '—'} />
        </ListItem>
        {invoice && (
          <ListItem disableGutters>
            <ListItemText
              primary={t('billing.columns.dueDate')}
              secondary={formatDay(invoice.dueDate)}
            />
          </ListItem>
        )}
        <ListItem disableGutters>
          <ListItemText
            primary={t('billing.checkout.total')}
            secondary={formatMoney(invoice?.value ?? plan?.value ?? 0)}
            slotProps={{ secondary: { variant: 'h6', color: 'primary' } }}
          />
        </ListItem>
      </List>
    </>
  );
}
