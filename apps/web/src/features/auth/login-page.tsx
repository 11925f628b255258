import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { preloadLandingWhenIdle } from '../../app/lazy-pages';
import { LANDING_PATH } from '../../app/route-guards';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, IconButton, InputAdornment, Link, Stack } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { DUE_DATE_WARNING_DAYS, loginSchema } from '@atende/shared';
import { useAuth } from '../../app/auth/auth-context';
import { FormTextField } from '../../components/form-text-field';
import { toastWarning } from '../../lib/error-toast';
import { daysUntil } from '../../lib/format-date';
import { takeSessionEnd } from '../../lib/session-end';
import { AuthCard } from './auth-card';
import { loginErrorText, sessionEndText } from './login-errors';

export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // the server ended the session that led here: say why, until the next attempt
  const [ended, setEnded] = useState(() => {
    const reason = takeSessionEnd();
    return reason ? sessionEndText(reason, t) : null;
  });
  const [showPassword, setShowPassword] = useState(false);
  useEffect(preloadLandingWhenIdle, []);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    setEnded(null);
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
          {ended && <Alert severity="warning">{ended}</Alert>}
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
