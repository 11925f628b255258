import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { FormTextField } from '../../components/form-text-field';
import { errorText, toastSuccess } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { AuthCard } from '../auth/auth-card';
import { passwordResetApi } from './password-reset-api';
import { codeStepSchema, emailStepSchema, type CodeStepValues } from './reset-forms';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { passwordResetTexts } from './locales';

addPageTexts('passwordReset', passwordResetTexts);

/** Step one: the e-mail (the one typed before, when coming back); then the code step. */
function EmailStep({ typed, onSent }: { typed: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(emailStepSchema),
    defaultValues: { email: typed },
  });
  const send = useMutation({
    mutationFn: ({ email }: { email: string }) =>
      passwordResetApi.requestCode(email).then(() => email),
    onSuccess: onSent,
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit((v) => send.mutate(v))(e)}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('passwordReset.emailStep')}
        </Typography>
        {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('passwordReset.email')}
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {t('passwordReset.sendCode')}
        </Button>
      </Stack>
    </Box>
  );
}

const CODE_FIELDS = ['token', 'newPassword'] as const;

/**
 * Step two: the code from the e-mail, the new password and its confirmation. 'Enviar outro
 * código' sends one at once to the same address; 'Usar outro e-mail' goes back to step one.
 */
function CodeStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<CodeStepValues>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { token: '', newPassword: '', confirmPassword: '' },
  });
  const [formError, setFormError] = useState<unknown>(null);
  const reset = useMutation({
    mutationFn: (v: CodeStepValues) => passwordResetApi.reset(email, v.token, v.newPassword),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toastSuccess(t('passwordReset.success'));
      void navigate('/login', { replace: true });
    },
    // a reason the server pins on a field is shown there only, not twice
    onError: (err) => setFormError(applyFieldErrors(err, setError, CODE_FIELDS) ? null : err),
  });
  const resend = useMutation({
    mutationFn: () => passwordResetApi.requestCode(email),
    onMutate: () => setFormError(null),
    onSuccess: () => toastSuccess(t('passwordReset.resent', { email })),
    onError: setFormError,
  });
  const busy = reset.isPending || resend.isPending;
  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit((v) => reset.mutate(v))(e)}>
      <Stack spacing={2}>
        <Alert severity="info">{t('passwordReset.codeSent', { email })}</Alert>
        {formError !== null && <Alert severity="error">{errorText(formError)}</Alert>}
        <FormTextField
          control={control}
          name="token"
          label={t('passwordReset.code')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          autoFocus
          fullWidth
        />
        <FormTextField
          control={control}
          name="newPassword"
          type="password"
          label={t('passwordReset.newPassword')}
          autoComplete="new-password"
          fullWidth
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          type="password"
          label={t('passwordReset.confirmPassword')}
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('passwordReset.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => resend.mutate()} disabled={busy}>
            {t('passwordReset.resend')}
          </Button>
          <Button onClick={onRestart} disabled={busy}>
            {t('passwordReset.otherEmail')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** /forgetpsw (spec 2 §2): e-mail, then code and new password, then back to /login. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  /** What was typed in step one, kept when the user goes back to change it. */
  const [typed, setTyped] = useState('');
  const options = useQuery({
    queryKey: ['passwordReset', 'options'],
    queryFn: passwordResetApi.options,
  });

  let body;
  if (options.isPending) body = <CircularProgress sx={{ alignSelf: 'center' }} />;
  else if (options.isError) body = <Alert severity="error">{errorText(options.error)}</Alert>;
  else if (!options.data.enabled)
    body = <Alert severity="warning">{t('passwordReset.notConfigured')}</Alert>;
  else if (email === null) body = <EmailStep typed={typed} onSent={setEmail} />;
  else {
    const restart = () => {
      setTyped(email);
      setEmail(null);
    };
    body = <CodeStep email={email} onRestart={restart} />;
  }

  return (
    <AuthCard title={t('passwordReset.title')}>
      <Stack spacing={2}>
        {body}
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/login" variant="body2">
            {t('passwordReset.login')}
          </Link>
          <Link component={RouterLink} to="/signup" variant="body2">
            {t('passwordReset.signup')}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
