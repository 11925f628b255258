import { useTranslation } from 'react-i18next';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { PlanDTO } from '@atende/shared';
import { formatMoney } from './invoice-status';

/** Step 1 'Personalizar': the plan's card and its 'SELECIONAR' button, which advances. */
export function CheckoutPlanStep({
  plan,
  value,
  onSelect,
}: {
  plan: PlanDTO | null;
  /** The invoice's value: what is charged. */
  value: string | null;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {plan?.name ?? '—'}
          </Typography>
          <Typography>{t('billing.checkout.users', { count: plan?.users ?? 0 })}</Typography>
          <Typography>
            {t('billing.checkout.connections', { count: plan?.connections ?? 0 })}
          </Typography>
          <Typography>{t('billing.checkout.queues', { count: plan?.queues ?? 0 })}</Typography>
          <Typography variant="h5" component="p" color="primary" sx={{ mt: 1 }}>
            {formatMoney(value ?? plan?.value ?? 0)}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              {t('billing.checkout.perMonth')}
            </Typography>
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" fullWidth onClick={onSelect}>
            {t('billing.checkout.select')}
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
