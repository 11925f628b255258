import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { TicketDTO } from '@atende/shared';
import { MessagesList } from '../chat/messages-list';
import { listPropsOf, useTicketMessages } from '../chat/use-ticket-messages';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { chatTexts } from '../chat/locales';

addPageTexts('chat', chatTexts);

/**
 * Admins' read-only look at a conversation without opening the ticket (spec 1 §6): the chat's
 * own message list, media and earlier conversations included, with no reply or delete, and the
 * ticket stays unread for whoever works on it.
 */
export function TicketPeekDialog({ ticket, onClose }: { ticket: TicketDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const messages = useTicketMessages(ticket.id, { readOnly: true });
  const name = ticket.contact.name || ticket.contact.number;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ticket-peek-title">
      <DialogTitle id="ticket-peek-title">{t('tickets.peek.title', { name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', height: '70vh' }}>
        <MessagesList
          ticketId={ticket.id}
          {...listPropsOf(messages)}
          contactName={ticket.contact.name}
          isGroup={ticket.isGroup}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tickets.peek.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
