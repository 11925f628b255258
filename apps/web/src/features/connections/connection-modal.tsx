import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { isAdminProfile } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { LoadingScreen } from '../../components/loading-screen';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { ConnectionForm } from './connection-form';
import {
  connectionToForm,
  emptyConnectionForm,
  formToInput,
  type ConnectionFormOutput,
} from './connection-form-schema';
import { storeWhatsapp } from './whatsapps-cache';
import { whatsappsApi } from './whatsapps-api';
import { FormDialog } from '../../components/form-dialog';

interface ConnectionModalProps {
  /** Absent: add a connection. Present: edit it (GET /whatsapp/{id}, with its token). */
  connectionId?: number;
  onClose: () => void;
}

export function ConnectionModal({ connectionId, onClose }: ConnectionModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const me = useCurrentUser();
  const client = useQueryClient();
  const editing = connectionId !== undefined;

  const existing = useQuery({
    queryKey: ['whatsapp', connectionId],
    queryFn: () => whatsappsApi.get(connectionId!),
    enabled: editing,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    if (!existing.isError) return;
    toastError(existing.error);
    onClose();
  }, [existing.isError, existing.error, onClose]);

  // the form maps a refusal to its fields, so it awaits mutateAsync
  const saveConnection = useMutation({
    mutationFn: (values: ConnectionFormOutput) => {
      const body = formToInput(values);
      return editing ? whatsappsApi.update(connectionId, body) : whatsappsApi.create(body);
    },
    onSuccess: (saved) => {
      if (saved?.id) storeWhatsapp(client, saved);
      toastSuccess(t('connections.saved'));
      onClose();
    },
  });
  const save = async (values: ConnectionFormOutput) => {
    await saveConnection.mutateAsync(values);
  };

  const initial = editing
    ? existing.data
      ? connectionToForm(existing.data)
      : null
    : emptyConnectionForm();
  const token = isAdminProfile(me.profile) ? existing.data?.token : undefined;
  return (
    <FormDialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle>
        {editing ? t('connections.modal.editTitle') : t('connections.modal.addTitle')}
      </DialogTitle>
      {initial ? (
        <ConnectionForm
          initial={initial}
          token={token}
          connectionId={connectionId}
          cloudApi={existing.data?.cloudApi}
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
