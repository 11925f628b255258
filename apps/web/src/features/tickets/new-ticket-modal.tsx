import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { isAdminProfile, type ContactDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { toastError } from '../../lib/error-toast';
import { whatsappsApi } from '../connections/whatsapps-api';
import { ContactModal } from '../contacts/contact-modal';
import { useQueues } from '../queues/use-queues';
import { ContactPicker, type PickedContact } from './contact-picker';
import { openTicketHolder, type OpenTicketHolder } from './new-ticket-conflict';
import { applyTicketUpdate } from './ticket-list-rules';
import { ticketsApi } from './tickets-api';
import { patchWithTicket } from './tickets-cache';
import { useTicketViewer } from './use-tickets-list';
import { useSingleMutation } from '../../lib/use-single-mutation';

export interface NewTicketModalProps {
  open: boolean;
  /** Preselected contact (e.g. from the contacts page's "open ticket" action). */
  initialContact?: { id: number; name: string; number: string };
  onClose: () => void;
}

/**
 * New ticket dialog (spec 1 §2, §8 conflict): contact search from 3 characters with 'add
 * contact', queue and connection; opens the created ticket at /tickets/{uuid}.
 */
export function NewTicketModal({ open, initialContact, onClose }: NewTicketModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useCurrentUser();
  const viewer = useTicketViewer();
  const isAdmin = isAdminProfile(me.profile);
  // admins may place a ticket in any queue of the company; others in their own
  const companyQueues = useQueues(open && isAdmin);
  const queues = isAdmin ? (companyQueues.data ?? me.queues) : me.queues;
  const connections = useQuery({
    queryKey: ['whatsapps', 'list'],
    queryFn: whatsappsApi.list,
    enabled: open,
  });

  const [contact, setContact] = useState<PickedContact | null>(initialContact ?? null);
  const [queueId, setQueueId] = useState<number | ''>(
    !isAdmin && me.queues.length === 1 ? me.queues[0].id : '',
  );
  const [chosenWhatsappId, setChosenWhatsappId] = useState<number | ''>('');
  const [addName, setAddName] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ contact?: string; queue?: string }>({});
  const [conflict, setConflict] = useState<OpenTicketHolder | null>(null);

  const list = connections.data ?? [];
  const preselected =
    list.find((w) => w.id === me.whatsappId)?.id ?? list.find((w) => w.isDefault)?.id ?? '';
  const whatsappId = chosenWhatsappId === '' ? preselected : chosenWhatsappId;

  const openTicket = (uuid: string) => {
    onClose();
    void navigate(`/tickets/${uuid}`);
  };

  const create = useSingleMutation({
    mutationFn: (body: Parameters<typeof ticketsApi.create>[0]) => ticketsApi.create(body),
    onSuccess: (ticket) => {
      patchWithTicket(client, applyTicketUpdate, ticket, viewer);
      openTicket(ticket.uuid);
    },
    // the contact's open ticket: mine opens; another's is named with a link (spec 1 §8)
    onError: (err) => {
      const holder = openTicketHolder(err);
      if (holder && holder.userId === me.id && holder.uuid) openTicket(holder.uuid);
      else if (holder) setConflict(holder);
      else toastError(err);
    },
  });

  const submit = () => {
    const found = {
      contact: contact ? undefined : t('tickets.newTicketModal.contactRequired'),
      queue: queueId === '' && !isAdmin ? t('tickets.newTicketModal.queueRequired') : undefined,
    };
    setErrors(found);
    setConflict(null);
    if (!contact || found.queue) return;
    create.mutate({
      contactId: contact.id,
      queueId: queueId === '' ? null : queueId,
      whatsappId: whatsappId === '' ? null : whatsappId,
      userId: me.id,
      status: 'open',
    });
  };

  const contactSaved = (saved: ContactDTO) => {
    setAddName(null);
    setContact({ id: saved.id, name: saved.name, number: saved.number });
    setErrors((e) => ({ ...e, contact: undefined }));
  };

  return (
    <>
      <Dialog
        open={open && addName === null}
        onClose={onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="new-ticket-title"
      >
        <DialogTitle id="new-ticket-title">{t('tickets.newTicketModal.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ContactPicker
              value={contact}
              onChange={(c) => {
                setContact(c);
                setConflict(null);
              }}
              onAddContact={setAddName}
              error={errors.contact}
            />
            <FormControl fullWidth error={Boolean(errors.queue)}>
              <InputLabel id="new-ticket-queue-label">
                {t('tickets.newTicketModal.queue')}
              </InputLabel>
              <Select<number | ''>
                labelId="new-ticket-queue-label"
                label={t('tickets.newTicketModal.queue')}
                value={queueId}
                onChange={(e) => {
                  setQueueId(e.target.value === '' ? '' : Number(e.target.value));
                  setErrors((x) => ({ ...x, queue: undefined }));
                }}
              >
                {isAdmin && <MenuItem value="">{t('tickets.newTicketModal.noQueue')}</MenuItem>}
                {queues.map((q) => (
                  <MenuItem key={q.id} value={q.id}>
                    {q.name}
                  </MenuItem>
                ))}
              </Select>
              {errors.queue && <FormHelperText>{errors.queue}</FormHelperText>}
            </FormControl>
            <FormControl fullWidth>
              <InputLabel id="new-ticket-connection-label">
                {t('tickets.newTicketModal.connection')}
              </InputLabel>
              <Select<number | ''>
                labelId="new-ticket-connection-label"
                label={t('tickets.newTicketModal.connection')}
                value={list.some((w) => w.id === whatsappId) ? whatsappId : ''}
                onChange={(e) =>
                  setChosenWhatsappId(e.target.value === '' ? '' : Number(e.target.value))
                }
              >
                {list.map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {w.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {conflict && (
              <Alert
                severity="warning"
                action={
                  conflict.uuid ? (
                    <Button color="inherit" size="small" onClick={() => openTicket(conflict.uuid!)}>
                      {t('tickets.newTicketModal.openExisting')}
                    </Button>
                  ) : undefined
                }
              >
                {t(
                  conflict.user
                    ? 'tickets.newTicketModal.conflict'
                    : 'tickets.newTicketModal.conflictWaiting',
                  {
                    user: conflict.user?.name,
                    queue: conflict.queue?.name ?? t('tickets.newTicketModal.noQueue'),
                  },
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={create.isPending}
            startIcon={
              create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {t('tickets.newTicketModal.save')}
          </Button>
        </DialogActions>
      </Dialog>
      {addName !== null && (
        <ContactModal
          open
          initialValues={{ name: addName }}
          onClose={() => setAddName(null)}
          onSaved={contactSaved}
        />
      )}
    </>
  );
}
