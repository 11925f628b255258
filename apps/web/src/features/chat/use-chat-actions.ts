import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUserDTO, TicketDTO } from '@atende/shared';
import { ApiError, NETWORK_ERROR } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { messagesApi, ticketsApi } from '../tickets/tickets-api';
import { OPENED_TICKET_STATE } from '../tickets/use-ticket-actions';
import { patchMessages, setTicket, upsertMessages } from './chat-cache';
import type { TicketAction } from './chat-header';
import type { OutgoingMessage } from './message-input';

export type HeaderAction = Exclude<TicketAction, 'transfer'>;

/**
 * The chat header's actions (spec 1 §4): accept and reopen keep the chat open; return, resolve
 * and delete leave it. `pending` disables the header's buttons while one runs.
 */
export function useChatHeaderActions(ticket: TicketDTO, me: SessionUserDTO, onLeave: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async (action: HeaderAction) => {
      switch (action) {
        case 'accept':
        case 'reopen':
          // refused, naming who, should someone else open it first
          return ticketsApi.update(ticket.id, {
            status: 'open',
            userId: me.id,
            expectedStatus: ticket.status,
          });
        case 'return':
          return ticketsApi.update(ticket.id, { status: 'pending', userId: null });
        case 'resolve':
          return ticketsApi.update(ticket.id, {
            status: 'closed',
            userId: ticket.userId ?? me.id,
            queueId: ticket.queueId,
          });
        case 'delete':
          await ticketsApi.remove(ticket.id);
          return null;
      }
    },
    onSuccess: (saved, action) => {
      if (action === 'accept' || action === 'reopen') {
        // the chat stays open; the list turns to the tab where the ticket now is
        if (saved) setTicket(client, saved);
        void navigate(`/tickets/${ticket.uuid}`, { replace: true, state: OPENED_TICKET_STATE });
        return;
      }
      if (action === 'delete') toastSuccess(t('chat.header.deleted'));
      onLeave();
    },
    onError: toastError,
  });
  return { run: mutation.mutate, pending: mutation.isPending };
}

/** Text or files (multipart 'medias') with an optional quote; the sent messages join the chat. */
function sendMessage(ticketId: number, { body, files, quotedMsg }: OutgoingMessage) {
  if (!files.length) {
    return messagesApi.send(ticketId, {
      body,
      ...(quotedMsg ? { quotedMsg: { id: quotedMsg.id } } : {}),
    });
  }
  const form = new FormData();
  for (const file of files) form.append('medias', file, file.name);
  if (body) form.append('body', body);
  if (quotedMsg) form.append('quotedMsgId', String(quotedMsg.id));
  form.append('fromMe', 'true');
  return messagesApi.sendMedia(ticketId, form);
}

/**
 * Sending from the composer. The composer awaits it: a refusal (toasted here) rejects, so what
 * was typed stays for another try.
 *
 * Offline it fails at once, as every action does (the query client's mutations run whatever
 * the network): the agent keeps the text and sends it again when the network is back.
 */
export function useSendMessage(ticketId: number, onSent: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (message: OutgoingMessage) => sendMessage(ticketId, message),
    onSuccess: (sent) => {
      patchMessages(client, ticketId, (d) => upsertMessages(d, sent.messages ?? []));
      onSent();
    },
    onError: (err) => {
      const offline = err instanceof ApiError && err.code === NETWORK_ERROR && !navigator.onLine;
      if (offline) showToast(t('chat.input.offline'), 'error');
      else toastError(err);
    },
  });
  return async (message: OutgoingMessage) => {
    await mutateAsync(message);
  };
}
