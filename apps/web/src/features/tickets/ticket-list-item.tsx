import { memo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Chip,
  IconButton,
  ListItem,
  ListItemButton,
  Typography,
} from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { TicketDTO } from '@atende/shared';
import { formatWhatsapp } from '../chat/whatsapp-format';
import { displayName, formatTicketTime } from './ticket-format';
import { ContactAvatar } from '../contacts/contact-avatar';
import { contrastText } from '../../lib/contrast-text';
import { FINGER_SIZED } from '../../lib/touch-screen';

export interface TicketListItemProps {
  ticket: TicketDTO;
  selected: boolean;
  narrow: boolean;
  /** Admins peek at a conversation without opening it (spec 1 §6). */
  canPeek: boolean;
  onOpen: (ticket: TicketDTO) => void;
  onAccept: (ticket: TicketDTO) => void;
  onClose: (ticket: TicketDTO) => void;
  onReopen: (ticket: TicketDTO) => void;
  onPeek: (ticket: TicketDTO) => void;
  /** Placement inside a virtualised list: its measuring ref, index and offset. */
  rowRef?: (el: HTMLLIElement | null) => void;
  index?: number;
  style?: CSSProperties;
}

function SmallChip({ label, color }: { label: string; color?: string }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={{
        height: 18,
        fontSize: 11,
        maxWidth: 120,
        ...(color ? { bgcolor: color, color: contrastText(color) } : {}),
      }}
    />
  );
}

/**
 * One row of the ticket list (spec 1 §2): queue colour strip, avatar, name, last message,
 * badges, tags, unread count, time and the action of its status. Pending tickets are not
 * opened by clicking: they must be accepted; one the chatbot still holds says so (the customer
 * is still choosing in its menus, decision 0148).
 */
export const TicketListItem = memo(function TicketListItem({
  ticket,
  selected,
  narrow,
  canPeek,
  onOpen,
  onAccept,
  onClose,
  onReopen,
  onPeek,
  rowRef,
  index,
  style,
}: TicketListItemProps) {
  const { t } = useTranslation();
  const name = ticket.contact.name || ticket.contact.number;
  // many rows hold an 'Aceitar': a screen reader also says whose ticket each one is
  const named = (action: string) => t('tickets.item.forContact', { action: t(action), name });
  const pending = ticket.status === 'pending';

  const body: ReactNode = (
    <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, flex: 1, alignItems: 'center' }}>
      <Badge
        badgeContent={ticket.unreadMessages || undefined}
        color="success"
        overlap="circular"
        slotProps={{
          badge: ticket.unreadMessages
            ? { 'aria-label': t('tickets.item.unread', { count: ticket.unreadMessages }) }
            : {},
        }}
      >
        <ContactAvatar picture={ticket.contact.profilePicUrl} name={name} />
      </Badge>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: 600 }} title={name}>
            {displayName(name, narrow)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatTicketTime(ticket.updatedAt)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {formatWhatsapp(ticket.lastMessage ?? '')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <SmallChip label={ticket.whatsapp.name} />
          {ticket.user && <SmallChip label={ticket.user.name} color="#455A64" />}
          <SmallChip
            label={ticket.queue?.name ?? t('tickets.item.noQueue')}
            color={ticket.queue?.color ?? '#616161'}
          />
          {pending && ticket.chatbot && (
            <SmallChip label={t('tickets.item.withBot')} color="#6A1B9A" />
          )}
          {ticket.tags.map((tag) => (
            <SmallChip key={tag.id} label={tag.name} color={tag.color} />
          ))}
        </Box>
      </Box>
    </Box>
  );

  return (
    <ListItem
      ref={rowRef}
      data-index={index}
      style={style}
      disablePadding
      divider
      aria-label={name}
      sx={{
        borderLeft: 6,
        borderLeftColor: ticket.queue?.color ?? 'grey.500',
        bgcolor: selected ? 'action.selected' : undefined,
        alignItems: 'stretch',
      }}
    >
      {pending ? (
        <Box sx={{ display: 'flex', flex: 1, minWidth: 0, px: 1.5, py: 1 }}>{body}</Box>
      ) : (
        <ListItemButton
          selected={selected}
          aria-current={selected ? 'true' : undefined}
          onClick={() => onOpen(ticket)}
          sx={{ px: 1.5, py: 1, minWidth: 0 }}
        >
          {body}
        </ListItemButton>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          justifyContent: 'center',
          alignItems: 'center',
          px: 1,
        }}
      >
        {canPeek && (
          /* beside the eye and never catching the pointer: it must not cover 'Aceitar' below */
          <DeferredTooltip title={t('tickets.item.peek')} placement="left" disableInteractive>
            <IconButton
              size="small"
              sx={FINGER_SIZED}
              aria-label={named('tickets.item.peek')}
              onClick={() => onPeek(ticket)}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </DeferredTooltip>
        )}
        {ticket.status === 'pending' && (
          <Button
            size="small"
            variant="contained"
            sx={FINGER_SIZED}
            aria-label={named('tickets.item.accept')}
            onClick={() => onAccept(ticket)}
          >
            {t('tickets.item.accept')}
          </Button>
        )}
        {ticket.status === 'open' && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            sx={FINGER_SIZED}
            aria-label={named('tickets.item.close')}
            onClick={() => onClose(ticket)}
          >
            {t('tickets.item.close')}
          </Button>
        )}
        {ticket.status === 'closed' && (
          <Button
            size="small"
            variant="outlined"
            sx={FINGER_SIZED}
            aria-label={named('tickets.item.reopen')}
            onClick={() => onReopen(ticket)}
          >
            {t('tickets.item.reopen')}
          </Button>
        )}
      </Box>
    </ListItem>
  );
});
