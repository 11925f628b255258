import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { can, type WhatsappDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { ConnectionModal } from './connection-modal';
import { ConnectionsTable } from './connections-table';
import { QrCodeModal } from './qr-code-modal';
import type { SessionCommand } from './session-buttons';
import { useSessionCommands } from './use-session-commands';
import { useWhatsapps, useWhatsappsRealtime } from './use-whatsapps';
import { dropWhatsapp } from './whatsapps-cache';
import { whatsappsApi } from './whatsapps-api';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { connectionsTexts } from './locales';

addPageTexts('connections', connectionsTexts);

type ModalState = { open: false } | { open: true; connectionId?: number };
type Confirm = {
  /** deleteTickets: the server said the connection has tickets, which the delete erases. */
  kind: 'delete' | 'deleteTickets' | 'deleteSchedules' | 'disconnect';
  connection: WhatsappDTO;
  open: boolean;
} | null;

/** /connections (spec 1 §2 Connections page, §4 connection status). */
export function ConnectionsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const client = useQueryClient();
  const list = useWhatsapps();
  useWhatsappsRealtime();
  const { busyIds, run } = useSessionCommands();
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [qrId, setQrId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const canAdd = can(me.profile, 'connections-page:addConnection');
  const canAct = can(me.profile, 'connections-page:actionButtons');
  const canEditDelete = can(me.profile, 'connections-page:editOrDeleteConnection');
  const connections = list.data ?? [];

  const onSessionCommand = (connection: WhatsappDTO, command: SessionCommand) => {
    if (command === 'qrcode') setQrId(connection.id);
    else if (command === 'disconnect') setConfirm({ kind: 'disconnect', connection, open: true });
    else void run(connection, command);
  };

  const remove = useMutation({
    mutationFn: (input: { connection: WhatsappDTO; deleteTickets: boolean }) =>
      whatsappsApi.remove(input.connection.id, input.deleteTickets),
    onSuccess: (_answer, { connection }) => {
      dropWhatsapp(client, connection.id);
      toastSuccess(t('connections.deleted'));
    },
    onError: (err, { connection }) => {
      // the server names what the delete would erase with it; ask again, saying so
      if (err instanceof ApiError && err.code === 'ERR_WAPP_HAS_TICKETS') {
        setConfirm({ kind: 'deleteTickets', connection, open: true });
      } else if (err instanceof ApiError && err.code === 'ERR_WAPP_HAS_SCHEDULES') {
        setConfirm({ kind: 'deleteSchedules', connection, open: true });
      } else toastError(err);
    },
  });
  const texts = {
    delete: {
      title: t('connections.confirmDeleteTitle'),
      body: t('connections.confirmDeleteBody'),
      confirm: t('common.delete'),
    },
    deleteTickets: {
      title: t('connections.confirmDeleteTicketsTitle'),
      body: t('connections.confirmDeleteTicketsBody'),
      confirm: t('connections.confirmDeleteTicketsButton'),
    },
    deleteSchedules: {
      title: t('connections.confirmDeleteSchedulesTitle'),
      body: t('connections.confirmDeleteSchedulesBody'),
      confirm: t('connections.confirmDeleteTicketsButton'),
    },
    disconnect: {
      title: t('connections.confirmDisconnectTitle'),
      body: t('connections.confirmDisconnectBody'),
      confirm: t('connections.buttons.disconnect'),
    },
  }[confirm?.kind ?? 'delete'];

  const closeModal = useCallback(() => setModal({ open: false }), []);
  const closeQr = useCallback(() => setQrId(null), []);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" color="primary" sx={{ flex: 1 }}>
          {t('connections.title')}
        </Typography>
        {canAdd && (
          <Button variant="contained" onClick={() => setModal({ open: true })}>
            {t('connections.add')}
          </Button>
        )}
      </Stack>
      {connections.length > 0 && !connections.some((c) => c.isDefault) && (
        // tickets need a default connection (ERR_NO_DEF_WAPP_FOUND): say so before they fail
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('backendErrors.ERR_NO_DEF_WAPP_FOUND')}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ flex: 1, minHeight: 0 }}>
        <ConnectionsTable
          connections={connections}
          loading={list.isLoading}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          showSessionButtons={canAct}
          showEditDelete={canEditDelete}
          busyIds={busyIds}
          onSessionCommand={onSessionCommand}
          onEdit={(connection) => setModal({ open: true, connectionId: connection.id })}
          onDelete={(connection) => setConfirm({ kind: 'delete', connection, open: true })}
        />
      </TableContainer>
      {modal.open && <ConnectionModal connectionId={modal.connectionId} onClose={closeModal} />}
      {qrId !== null && (
        <QrCodeModal connection={connections.find((c) => c.id === qrId)} onClose={closeQr} />
      )}
      <ConfirmDialog
        open={Boolean(confirm?.open)}
        title={texts.title}
        confirmLabel={texts.confirm}
        // the texts stay while the dialog fades out
        onClose={() => setConfirm((c) => c && { ...c, open: false })}
        onConfirm={() => {
          if (!confirm) return;
          const { kind, connection } = confirm;
          if (kind === 'disconnect') void run(connection, 'disconnect');
          else remove.mutate({ connection, deleteTickets: kind !== 'delete' });
        }}
      >
        {texts.body}
        {confirm && (
          <Typography component="span" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
            {confirm.connection.name}
          </Typography>
        )}
      </ConfirmDialog>
    </Box>
  );
}
