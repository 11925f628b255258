import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, format } from 'date-fns';
import { Alert, Box, Button, Link, MenuItem, Stack } from '@mui/material';
import { signupSchema, TRIAL_DAYS, type PlanDTO, type SignupInput } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { api } from '../../lib/api-client';
import { toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { maskPhone, PHONE_MAX_DIGITS } from '../../lib/phone-mask';
import { formatMoney } from '../plans/plans-api';
import { AuthCard } from './auth-card';
import { usePublicPlans } from './use-public-plans';

const FIELDS = ['name', 'email', 'phone', 'password', 'planId'] as const;

const chosenPlanText = (plans: PlanDTO[] | undefined, id: unknown) => {
  const plan = plans?.find((p) => p.id === Number(id));
  return plan ? `${plan.name} - ${formatMoney(plan.value)}` : '';
};

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = usePublicPlans();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', planId: '' } as SignupInput,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.post(
        '/companies/cadastro',
        {
          ...values,
          recurrence: 'MENSAL',
          dueDate: format(addDays(new Date(), TRIAL_DAYS), 'yyyy-MM-dd'),
          status: 't',
          campaignsEnabled: true,
        },
        { auth: false },
      );
      toastSuccess(t('signup.success'));
      void navigate('/login', { replace: true });
    } catch (err) {
      showSaveError(err, setError, FIELDS);
    }
  });

  return (
    <AuthCard title={t('signup.title')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {plans.isError && <Alert severity="error">{t('signup.plansError')}</Alert>}
          <FormTextField
            control={control}
            name="name"
            label={t('signup.name')}
            autoComplete="organization"
            autoFocus
            fullWidth
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('signup.email')}
            autoComplete="email"
            fullWidth
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t('signup.phone')}
            placeholder="(99) 99999-9999"
            autoComplete="tel-national"
            transform={maskPhone}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_MAX_DIGITS + 4 } }}
            fullWidth
          />
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={t('signup.password')}
            autoComplete="new-password"
            fullWidth
          />
          <FormTextField
            control={control}
            name="planId"
            select
            label={t('signup.plan')}
            fullWidth
            // the chosen plan by name and price: its whole line did not fit and hid the price
            slotProps={{ select: { renderValue: (id) => chosenPlanText(plans.data, id) } }}
          >
            {(plans.data ?? []).map((plan) => (
              // a phone wraps the option's limits and price instead of cutting them off
              <MenuItem key={plan.id} value={plan.id} sx={{ whiteSpace: 'normal' }}>
                {t('signup.planOption', {
                  name: plan.name,
                  users: plan.users,
                  connections: plan.connections,
                  queues: plan.queues,
                  value: formatMoney(plan.value),
                })}
              </MenuItem>
            ))}
          </FormTextField>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('signup.submit')}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'flex-end' }}>
            {t('signup.login')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
