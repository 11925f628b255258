import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { TRANSFER_DELAY_MAX_MINUTES, type TicketDTO, type UserDTO } from '@atende/shared';
import { api } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useQueues } from '../queues/use-queues';
import { ticketsApi } from '../tickets/tickets-api';

export interface TransferChoice {
  queueId: number;
  userId: number | null;
  /** Minutes from now; the server applies the transfer then (0 or absent: now). */
  afterMinutes?: number;
}

/**
 * A queue without a user makes the ticket pending and unassigned; a user keeps the status (spec
 * 1 §4; the server applies both).
 */
export async function transferTicket(ticketId: number, choice: TransferChoice) {
  return ticketsApi.update(ticketId, {
    queueId: choice.queueId,
    userId: choice.userId,
    ...(choice.afterMinutes ? { transferAfterMinutes: choice.afterMinutes } : {}),
  });
}

interface TransferDialogProps {
  open: boolean;
  ticket: TicketDTO;
  onClose: () => void;
  onTransferred: (ticket: TicketDTO) => void;
  /**
   * A transfer at once is under way (true) or failed (false): the chat's own notice of the
   * ticket leaving must not say it a second time.
   */
  onTransferring?: (underWay: boolean) => void;
}

/** Choose a queue (required), optionally one of its users, and optionally a delay. */
export function TransferDialog({
  open,
  ticket,
  onClose,
  onTransferred,
  onTransferring,
}: TransferDialogProps) {
  const { t } = useTranslation();
  const queues = useQueues(open);
  const users = useQuery({
    queryKey: ['users', 'all'],
    queryFn: () => api.get<UserDTO[]>('/users/list'),
    enabled: open,
  });
  const [queueId, setQueueId] = useState<number | ''>('');
  const [userId, setUserId] = useState<number | ''>('');
  const [minutes, setMinutes] = useState('');
  const [touched, setTouched] = useState(false);
  const close = () => {
    setQueueId('');
    setUserId('');
    setMinutes('');
    setTouched(false);
    onClose();
  };

  const transfer = useMutation({
    mutationFn: (choice: TransferChoice) => transferTicket(ticket.id, choice),
    onMutate: (choice) => {
      if (!choice.afterMinutes) onTransferring?.(true);
    },
    onSuccess: (updated, choice) => {
      if (choice.afterMinutes) {
        toastSuccess(t('chat.transfer.scheduled', { count: choice.afterMinutes }));
        close();
        return;
      }
      toastSuccess(t('chat.transfer.done'));
      close();
      onTransferred(updated);
    },
    onError: (err) => {
      onTransferring?.(false);
      toastError(err);
    },
  });
  const queueUsers = (users.data ?? []).filter((u) => u.queues.some((q) => q.id === queueId));
  const delay = Number(minutes || 0);
  // blank transfers now; otherwise whole minutes up to the server's limit, named if not
  const delayError = !Number.isInteger(delay) || delay < 0 || delay > TRANSFER_DELAY_MAX_MINUTES;

  const submit = () => {
    setTouched(true);
    if (queueId === '' || delayError) return;
    transfer.mutate({ queueId, userId: userId === '' ? null : userId, afterMinutes: delay });
  };

  const queueError = touched && queueId === '';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('chat.transfer.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            required
            label={t('chat.transfer.queue')}
            value={queueId}
            error={queueError}
            helperText={queueError ? t('chat.transfer.queueRequired') : ' '}
            onChange={(e) => {
              setQueueId(Number(e.target.value));
              setUserId('');
            }}
          >
            {(queues.data ?? []).map((q) => (
              <MenuItem key={q.id} value={q.id}>
                {q.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('chat.transfer.user')}
            value={userId}
            disabled={queueId === ''}
            onChange={(e) => setUserId(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">{t('chat.transfer.anyUser')}</MenuItem>
            {queueUsers.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('chat.transfer.afterMinutes')}
            error={delayError}
            helperText={
              delayError
                ? t('chat.transfer.afterMinutesInvalid', { max: TRANSFER_DELAY_MAX_MINUTES })
                : t('chat.transfer.afterMinutesHelp')
            }
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: TRANSFER_DELAY_MAX_MINUTES, step: 1 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={transfer.isPending} onClick={submit}>
          {t('chat.transfer.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
