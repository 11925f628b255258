import { lazy, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { planFlagOf } from '@atende/shared';
import { AuthContext } from '../../app/auth/auth-context';
import type { ContactDTO, TicketDTO } from '@atende/shared';
import { useIsPhone } from '../../lib/use-is-phone';
import { ContactModal } from '../contacts/contact-modal';
import { useCompanyEvent } from '../../lib/use-company-event';
import { contactsApi } from '../contacts/contacts-api';
import { TicketNotes } from '../ticket-notes/ticket-notes';
import { ContactAvatar } from '../contacts/contact-avatar';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { schedulesTexts } from '../schedules/locales';

addPageTexts('schedules', schedulesTexts);

// the schedule dialog (and its connections' list) is fetched the first time it opens
const ScheduleModal = lazy(() =>
  import('../schedules/schedule-modal').then((m) => ({ default: m.ScheduleModal })),
);

/** Contact drawer width (spec 1 §9). */
export const CONTACT_DRAWER_WIDTH = 320;
/** The least width the chat keeps beside the panel: its header's actions and a line to type. */
export const CHAT_MIN_WIDTH = 560;

interface ContactDrawerProps {
  open: boolean;
  ticket: TicketDTO;
  onClose: () => void;
  onContactSaved: (contact: ContactDTO) => void;
  /** The chat has no room for it beside: it slides over, as on a phone. */
  overlay?: boolean;
}

/**
 * The contact's data, extra info and the ticket's notes, beside the chat. Where the chat keeps
 * room (CHAT_MIN_WIDTH) it is a side panel and the messages stay in view and usable next to
 * it; on a phone, or a chat area too narrow for both, it slides over the chat.
 */
export function ContactDrawer({
  open,
  ticket,
  onClose,
  onContactSaved,
  overlay = false,
}: ContactDrawerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const contactKey = ['chat', 'contact', ticket.contactId];
  const contact = useQuery({
    queryKey: contactKey,
    queryFn: () => contactsApi.get(ticket.contactId),
    enabled: open,
  });
  // a rename, e-mail or picture changed elsewhere shows here too, not only after an edit here
  useCompanyEvent('contact', (data) => {
    if (data.action === 'update' && data.contact.id === ticket.contactId) {
      client.setQueryData(contactKey, data.contact);
    }
  });
  const shown = contact.data ?? { ...ticket.contact, extraInfo: [] };
  const floating = useIsPhone() || overlay;
  const label = t('chat.drawer.title');
  // a message scheduled from here, when the company's plan has schedules (the menu's rule)
  const plan = useContext(AuthContext)?.user?.company?.plan;
  const schedulesFlag = planFlagOf('/schedules', 'menu');
  const mayScheduleFor = !schedulesFlag || Boolean(plan?.[schedulesFlag]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      variant={floating ? 'temporary' : 'persistent'}
      sx={
        floating
          ? undefined
          : {
              width: open ? CONTACT_DRAWER_WIDTH : 0,
              flexShrink: 0,
              '& .MuiDrawer-paper': { position: 'relative', height: '100%' },
            }
      }
      slotProps={{
        paper: {
          sx: { width: CONTACT_DRAWER_WIDTH, maxWidth: '100vw' },
          'aria-label': label,
          // over the chat it is modal (focus stays in it): a dialog; beside it, a side panel
          ...(floating ? { role: 'dialog', 'aria-modal': true } : { role: 'complementary' }),
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('chat.drawer.title')}
        </Typography>
        <IconButton aria-label={t('chat.drawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={2} sx={{ p: 2, overflowY: 'auto' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ContactAvatar
            picture={shown.profilePicUrl}
            name={shown.name}
            sx={{ width: 96, height: 96 }}
          />
          <Typography variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {shown.name}
          </Typography>
          <Typography variant="body2" aria-label={t('chat.drawer.number')}>
            {shown.number}
          </Typography>
          {shown.email && (
            <Typography variant="body2" aria-label={t('chat.drawer.email')}>
              {shown.email}
            </Typography>
          )}
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
          >
            {t('chat.drawer.edit')}
          </Button>
          {mayScheduleFor && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EventOutlined />}
              onClick={() => setScheduling(true)}
            >
              {t('schedules.schedule')}
            </Button>
          )}
        </Stack>
        {shown.extraInfo.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('chat.drawer.extraInfo')}
            </Typography>
            {shown.extraInfo.map((info) => (
              <Box key={info.id ?? info.name} sx={{ mb: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {info.name}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {info.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Divider />
        {open && <TicketNotes ticketId={ticket.id} contactId={ticket.contactId} />}
      </Stack>
      <ContactModal
        open={editing}
        contactId={ticket.contactId}
        onClose={() => setEditing(false)}
        onSaved={(saved: ContactDTO) => {
          client.setQueryData(contactKey, saved);
          onContactSaved(saved);
        }}
      />
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleModal
            contact={{ id: ticket.contactId, name: shown.name, number: shown.number }}
            whatsappId={ticket.whatsappId}
            onClose={() => setScheduling(false)}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
