import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { TicketDTO } from '@atende/shared';
import { formatDate, formatTime } from '../../lib/format-date';
import { messagesApi } from './tickets-api';

/** Admins' read-only look at a conversation's latest messages, without opening the ticket. */
export function TicketPeekDialog({ ticket, onClose }: { ticket: TicketDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['tickets', 'peek', ticket.id],
    queryFn: () => messagesApi.page(ticket.id, 1),
    staleTime: 0,
  });
  const messages = page.data?.messages ?? [];
  const name = ticket.contact.name || ticket.contact.number;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ticket-peek-title">
      <DialogTitle id="ticket-peek-title">{t('tickets.peek.title', { name })}</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default', minHeight: 240 }}>
        {page.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} />
          </Box>
        )}
        {!page.isLoading && messages.length === 0 && (
          <Typography color="text.secondary">{t('tickets.peek.empty')}</Typography>
        )}
        <Stack spacing={1}>
          {messages.map((m) => (
            <Paper
              key={m.id}
              elevation={0}
              sx={{
                p: 1,
                maxWidth: '80%',
                alignSelf: m.fromMe ? 'flex-end' : 'flex-start',
                bgcolor: m.fromMe ? 'primary.light' : 'background.paper',
                color: m.fromMe ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {m.isDeleted ? '—' : m.body || (m.mediaUrl ? t('tickets.peek.media') : '')}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.7 }}>
                {formatDate(m.createdAt)} {formatTime(m.createdAt)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tickets.peek.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
