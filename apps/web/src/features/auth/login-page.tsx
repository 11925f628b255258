import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { preloadLandingWhenIdle } from '../../app/lazy-pages';
import { LANDING_PATH } from '../../app/route-guards';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, IconButton, InputAdornment, Link, Stack } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { DUE_DATE_WARNING_DAYS, loginSchema } from '@atende/shared';
import { useAuth } from '../../app/auth/auth-context';
import { FormTextField } from '../../components/form-text-field';
import { ApiError } from '../../lib/api-client';
import { toastWarning } from '../../lib/error-toast';
import { daysUntil, formatDate } from '../../lib/format-date';
import { AuthCard } from './auth-card';

/**
 * Any failure reads 'Credenciais inválidas', except an expired subscription (spec 1 §5), said
 * with its due date in the user's language (the server's Portuguese text when it sent no date).
 */
function loginErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.code === 'ERR_SUBSCRIPTION_EXPIRED') {
    const due = err.fields?.dueDate;
    if (due) return t('login.subscriptionExpired', { date: formatDate(due) });
    if (err.message) return err.message;
  }
  return t('errors.invalidCredentials');
}

export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  useEffect(preloadLandingWhenIdle, []);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const user = await login(email, password);
      const days = daysUntil(user.company?.dueDate);
      if (days !== null && days >= 0 && days < DUE_DATE_WARNING_DAYS) {
        toastWarning(t('login.dueSoon', { count: days }));
      }
      void navigate(LANDING_PATH, { replace: true });
    } catch (err) {
      setError(loginErrorText(err, t));
    }
  });

  return (
    <AuthCard title={t('login.title')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="email"
            autoFocus
            fullWidth
          />
          <FormTextField
            control={control}
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={t('login.password')}
            autoComplete="current-password"
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t('login.showPassword')}
                      onClick={() => setShowPassword((v) => !v)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/forgetpsw" variant="body2">
              {t('login.forgot')}
            </Link>
            <Link component={RouterLink} to="/signup" variant="body2">
              {t('login.signup')}
            </Link>
          </Stack>
        </Stack>
      </Box>
    </AuthCard>
  );
}
