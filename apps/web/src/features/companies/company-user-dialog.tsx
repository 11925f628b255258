import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { companyUserSchema, type CompanyUserInput, type UserDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { LoadingScreen } from '../../components/loading-screen';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { companiesApi } from './companies-api';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

const FIELDS = ['name', 'email', 'password'] as const;

function UserForm({
  companyId,
  user,
  onClose,
}: {
  companyId: number;
  user: UserDTO;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<CompanyUserInput>({
    resolver: zodResolver(companyUserSchema),
    defaultValues: { name: user.name, email: user.email, password: '' },
  });
  const save = useSingleMutation({
    mutationFn: (body: CompanyUserInput) => companiesApi.updateUser(companyId, body),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toastSuccess(t('companies.saved'));
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, FIELDS)) toastError(err);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('companies.userDialog.name')}
            fullWidth
            autoFocus
          />
          <FormTextField
            control={control}
            name="email"
            label={t('companies.userDialog.email')}
            fullWidth
          />
          <FormTextField
            control={control}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('companies.userDialog.password')}
            helperText={t('companies.userDialog.passwordHelp')}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The Companies tab's user button: the company's first user (name, e-mail, a new password). */
export function CompanyUserDialog({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useQuery({
    queryKey: ['companies', 'user', companyId],
    queryFn: () => companiesApi.getUser(companyId),
    gcTime: 0,
  });
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t('companies.userDialog.title')}</DialogTitle>
      {user.data ? (
        <UserForm companyId={companyId} user={user.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {user.isError ? t('companies.userDialog.none') : <LoadingScreen />}
        </DialogContent>
      )}
    </FormDialog>
  );
}
