import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { LoadingScreen } from '../../components/loading-screen';
import { CheckoutDialog } from './checkout-dialog';
import { formatDay, formatMoney, localToday } from './invoice-status';
import { useBillingRealtime, useSubscriptionStatus } from './use-invoices';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { billingTexts } from './locales';

addPageTexts('billing', billingTexts);

/** /subscription, 'Assinatura' (spec 3 §2): days left, billing e-mail, 'Assine Agora!'. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const status = useSubscriptionStatus();
  const [checkout, setCheckout] = useState(false);
  useBillingRealtime();
  const data = status.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', overflow: 'auto' }}>
      <Typography variant="h5" component="h1" color="primary" sx={{ mb: 1.5 }}>
        {t('pages.subscription')}
      </Typography>
      {status.isError ? (
        <Alert severity="error">{t('billing.loadError')}</Alert>
      ) : !data ? (
        <LoadingScreen />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="p" data-testid="days-left">
              {data.daysLeft === null
                ? t('billing.subscription.noDueDate')
                : data.daysLeft >= 0
                  ? t('billing.subscription.daysLeft', { count: data.daysLeft })
                  : t('billing.subscription.expired', { count: -data.daysLeft })}
            </Typography>
            {data.dueDate && (
              <Typography>
                {t('billing.subscription.dueDate', { date: formatDay(data.dueDate) })}
              </Typography>
            )}
            <TextField
              label={t('billing.subscription.email')}
              value={data.email}
              slotProps={{ input: { readOnly: true } }}
              fullWidth
            />
            {data.openInvoice && (
              // a past due date is said as such: 'em aberto' read as if there were time left
              <Typography
                color={data.openInvoice.dueDate < localToday() ? 'error' : 'text.secondary'}
              >
                {t(
                  data.openInvoice.dueDate < localToday()
                    ? 'billing.subscription.overdueInvoice'
                    : 'billing.subscription.openInvoice',
                  {
                    value: formatMoney(data.openInvoice.value),
                    date: formatDay(data.openInvoice.dueDate),
                  },
                )}
              </Typography>
            )}
            {data.dueDate && (
              <Box>
                <Button variant="contained" size="large" onClick={() => setCheckout(true)}>
                  {t('billing.subscription.subscribe')}
                </Button>
              </Box>
            )}
          </Stack>
        </Paper>
      )}
      {checkout && data && (
        <CheckoutDialog
          invoice={data.openInvoice}
          billing={data.billing}
          onClose={() => setCheckout(false)}
        />
      )}
    </Box>
  );
}
