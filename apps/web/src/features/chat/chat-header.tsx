import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  IconButton,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { can, type SessionUserDTO, type TicketDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ContactAvatar } from '../contacts/contact-avatar';
import { contrastText } from '../../lib/contrast-text';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { hiddenWhileTypingOnPhone } from '../../lib/while-typing-on-phone';
import { draftKey, readDraft } from './drafts';

export type TicketAction = 'accept' | 'return' | 'resolve' | 'reopen' | 'transfer' | 'delete';

interface ChatHeaderProps {
  ticket: TicketDTO;
  me: SessionUserDTO;
  busy: boolean;
  onOpenContact: () => void;
  onAction: (action: Exclude<TicketAction, 'transfer'>) => void;
  onTransfer: () => void;
}

/** Contact, queue and owner, and the actions the ticket's status allows (spec 1 §4). */
export function ChatHeader({
  ticket,
  me,
  busy,
  onOpenContact,
  onAction,
  onTransfer,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<'resolve' | 'delete' | null>(null);
  // resolving with a message typed and not sent: the question says so (it would not go out)
  const [unsent, setUnsent] = useState(false);
  const askToResolve = () => {
    setUnsent(readDraft(draftKey(me.id, ticket.id)).trim() !== '');
    setConfirming('resolve');
  };
  const canDelete = can(me.profile, 'ticket-options:deleteTicket');

  return (
    <Paper
      square
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <ButtonBase
        onClick={onOpenContact}
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          borderRadius: 1,
          minWidth: 0,
          // on a phone the contact has the whole first line and the buttons wrap below it
          flex: { xs: '1 1 100%', sm: '1 1 0' },
          justifyContent: 'flex-start',
          textAlign: 'left',
        }}
      >
        <ContactAvatar picture={ticket.contact.profilePicUrl} name={ticket.contact.name} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" noWrap component="h2" sx={{ fontWeight: 600 }}>
            {ticket.contact.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {ticket.user && (
              <Typography variant="caption" color="text.secondary">
                {t('chat.header.assignedTo', { name: ticket.user.name })}
              </Typography>
            )}
            <Chip
              size="small"
              label={ticket.queue ? ticket.queue.name : t('chat.header.noQueue')}
              sx={
                ticket.queue
                  ? {
                      bgcolor: ticket.queue.color,
                      color: contrastText(ticket.queue.color),
                      height: 20,
                    }
                  : { height: 20 }
              }
            />
          </Box>
        </Box>
        {/* read after what the button shows (its name must hold the visible text) */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('chat.header.openContact')}
        </Box>
      </ButtonBase>

      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          ml: 'auto',
          ...hiddenWhileTypingOnPhone,
        }}
      >
        {ticket.status === 'pending' && (
          <Button variant="contained" disabled={busy} onClick={() => onAction('accept')}>
            {t('chat.header.accept')}
          </Button>
        )}
        {ticket.status === 'open' && (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => onAction('return')}>
              {t('chat.header.return')}
            </Button>
            <Button variant="contained" disabled={busy} onClick={askToResolve}>
              {t('chat.header.resolve')}
            </Button>
          </>
        )}
        {ticket.status === 'closed' && (
          <Button variant="contained" disabled={busy} onClick={() => onAction('reopen')}>
            {t('chat.header.reopen')}
          </Button>
        )}
        {ticket.status !== 'closed' && (
          <Tooltip title={t('chat.header.transfer')}>
            <span>
              <IconButton
                aria-label={t('chat.header.transfer')}
                disabled={busy}
                onClick={onTransfer}
              >
                <SwapHorizIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {canDelete && (
          <Tooltip title={t('chat.header.deleteTicket')}>
            <span>
              <IconButton
                aria-label={t('chat.header.deleteTicket')}
                disabled={busy}
                onClick={() => setConfirming('delete')}
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>

      <ConfirmDialog
        open={confirming === 'resolve'}
        title={t('chat.header.resolveTitle')}
        confirmLabel={t('chat.header.resolve')}
        onClose={() => setConfirming(null)}
        onConfirm={() => onAction('resolve')}
      >
        {t('chat.header.resolveText')}
        {unsent && (
          <Box component="strong" sx={{ display: 'block', mt: 1 }}>
            {t('chat.header.resolveUnsent')}
          </Box>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('chat.header.deleteTitle', { name: ticket.contact.name })}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirming(null)}
        onConfirm={() => onAction('delete')}
      >
        {t('chat.header.deleteText')}
      </ConfirmDialog>
    </Paper>
  );
}
