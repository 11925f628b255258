import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { TopBarPopover } from '../../components/top-bar-popover';
import NotificationsIcon from '@mui/icons-material/Notifications';
import type { TicketDTO } from '@atende/shared';
import { formatTicketTime } from '../tickets/ticket-format';
import { useTicketAlerts, useTitleCount } from './use-ticket-alerts';
import { ContactAvatar } from '../contacts/contact-avatar';
import { LoadFailedNotice } from '../../components/load-failed-notice';

function AlertItem({ ticket, onOpen }: { ticket: TicketDTO; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding>
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
    </ListItem>
  );
}

/**
 * The top bar's bell (spec 1 top bar, §6): the unread tickets that concern the user, newest
 * first; a click opens the ticket. Also owns the alerts (sound, browser notification, title).
 */
export function NotificationsPopover() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tickets, failed, retry } = useTicketAlerts();
  useTitleCount(tickets.length);
  return (
    <TopBarPopover
      label={t('notifications.open', { count: tickets.length })}
      title={t('notifications.title')}
      icon={<NotificationsIcon />}
      count={tickets.length}
      badgeColor="error"
      emptyText={t('notifications.empty')}
      // a list the server failed to send is said so, never shown as 'no notifications'
      isEmpty={tickets.length === 0 && !failed}
    >
      {(close) =>
        failed ? (
          <LoadFailedNotice onRetry={retry} sx={{ mx: 2, mb: 2 }} />
        ) : (
          <List dense disablePadding aria-label={t('notifications.title')}>
            {tickets.map((ticket) => (
              <AlertItem
                key={ticket.id}
                ticket={ticket}
                onOpen={() => {
                  close();
                  void navigate(`/tickets/${ticket.uuid}`);
                }}
              />
            ))}
          </List>
        )
      }
    </TopBarPopover>
  );
}
