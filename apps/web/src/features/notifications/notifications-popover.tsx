import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  IconButton,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import type { TicketDTO } from '@atende/shared';
import { formatTicketTime } from '../tickets/ticket-format';
import { useTicketAlerts, useTitleCount } from './use-ticket-alerts';
import { afterFirstScreenLazy } from '../../components/after-first-screen';
import { ContactAvatar } from '../contacts/contact-avatar';

// closed at first; their code comes after the first screen
const Popover = afterFirstScreenLazy(() => import('@mui/material/Popover'));

function AlertItem({ ticket, onOpen }: { ticket: TicketDTO; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ListItemButton onClick={onOpen} alignItems="flex-start" sx={{ gap: 1 }}>
      <ListItemAvatar sx={{ minWidth: 0, mt: 0.5 }}>
        <ContactAvatar picture={ticket.contact.profilePicUrl} name={ticket.contact.name} />
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={ticket.contact.name}
        secondary={ticket.lastMessage}
        slotProps={{
          primary: { noWrap: true, fontWeight: 600 },
          secondary: { noWrap: true },
        }}
      />
      <Box sx={{ textAlign: 'right', flexShrink: 0, mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatTicketTime(ticket.updatedAt)}
        </Typography>
        <Badge
          color="success"
          badgeContent={ticket.unreadMessages}
          aria-label={t('notifications.unread', { count: ticket.unreadMessages })}
          sx={{ mr: 1.5, mt: 1 }}
        />
      </Box>
    </ListItemButton>
  );
}

/**
 * The top bar's bell (spec 1 top bar, §6): the unread tickets that concern the user, newest
 * first; a click opens the ticket. Also owns the alerts (sound, browser notification, title).
 */
export function NotificationsPopover() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tickets = useTicketAlerts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useTitleCount(tickets.length);

  const label = t('notifications.open', { count: tickets.length });
  return (
    <>
      <DeferredTooltip title={t('notifications.title')}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={tickets.length} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </DeferredTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(480px, 70dvh)' },
          },
        }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        {tickets.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2, pt: 1 }}>
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('notifications.title')}>
            {tickets.map((ticket) => (
              <AlertItem
                key={ticket.id}
                ticket={ticket}
                onOpen={() => {
                  setAnchor(null);
                  void navigate(`/tickets/${ticket.uuid}`);
                }}
              />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
