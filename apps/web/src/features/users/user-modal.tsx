import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { can, type UserFormValues, type UserUpdateInput } from '@atende/shared';
import { useAuth, useCurrentUser } from '../../app/auth/auth-context';
import { LoadingScreen } from '../../components/loading-screen';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { UserForm } from './user-form';
import { emptyUserForm, userToForm } from './user-form-schema';
import { patchUsersLists, upsertUser } from './users-cache';
import { usersApi } from './users-api';
import { FormDialog } from '../../components/form-dialog';

interface UserModalProps {
  open: boolean;
  /** Absent: add a user. Present: edit that user (GET /users/{id}). */
  userId?: number;
  onClose: () => void;
}

export function UserModal({ open, userId, onClose }: UserModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const me = useCurrentUser();
  const { refreshUser } = useAuth();
  const client = useQueryClient();
  const editing = userId !== undefined;
  const self = editing && userId === me.id;
  const canEditProfile = can(me.profile, 'user-modal:editProfile');
  const canEditQueues = can(me.profile, 'user-modal:editQueues');

  const existing = useQuery({
    queryKey: ['users', 'detail', userId],
    queryFn: () => usersApi.get(userId!),
    enabled: editing,
    staleTime: 0,
  });

  useEffect(() => {
    if (!existing.isError) return;
    toastError(existing.error);
    onClose();
  }, [existing.isError, existing.error, onClose]);

  const toBody = (values: UserFormValues) => {
    const body: UserUpdateInput = {
      name: values.name,
      email: values.email,
      number: values.number || null,
      whatsappId: values.whatsappId,
    };
    if (values.password) body.password = values.password;
    if (self && values.currentPassword) body.currentPassword = values.currentPassword;
    if (canEditProfile) {
      body.profile = values.profile;
      body.allTicket = values.allTicket;
    }
    if (canEditQueues) body.queueIds = values.queueIds;
    return body;
  };
  // the form maps a refusal to its fields, so it awaits mutateAsync
  const saveUser = useMutation({
    mutationFn: (values: UserFormValues) =>
      editing
        ? usersApi.update(userId, toBody(values))
        : usersApi.create({
            ...toBody(values),
            name: values.name,
            email: values.email,
            password: values.password,
          }),
    onSuccess: async (saved) => {
      if (saved?.id) {
        patchUsersLists(client, (d) => upsertUser(d, saved));
        client.setQueryData(['users', 'detail', saved.id], saved);
      }
      if (self) await refreshUser().catch(() => undefined);
      toastSuccess(t('userModal.success'));
      onClose();
    },
  });
  const save = async (values: UserFormValues) => {
    await saveUser.mutateAsync(values);
  };

  const initial = editing ? (existing.data ? userToForm(existing.data) : null) : emptyUserForm();
  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{editing ? t('userModal.editTitle') : t('userModal.addTitle')}</DialogTitle>
      {initial ? (
        <UserForm
          initial={initial}
          editing={editing}
          canEditProfile={canEditProfile}
          canEditQueues={canEditQueues}
          ownEmail={self ? existing.data?.email : undefined}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : (
        <DialogContent>
          <LoadingScreen />
        </DialogContent>
      )}
    </FormDialog>
  );
}
