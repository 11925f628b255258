import { Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { LoadingScreen } from '../../components/loading-screen';
import { lazyNamed } from '../../lib/lazy-named';
import { TicketsManager } from './tickets-manager';
import { hiddenWhileTypingOnPhone } from '../../lib/while-typing-on-phone';

// the chat (composer, media, dialogs) loads when a ticket is opened, not with the list
const TicketChat = lazyNamed(() => import('../chat/ticket-chat'), 'TicketChat');

type PhoneTab = 'ticket' | 'tickets';

/** What the right column shows when no ticket is open. */
function NoTicketChosen() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
        p: 2,
        textAlign: 'center',
      }}
    >
      <ForumOutlinedIcon sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {t('common.appName')}
      </Typography>
      <Typography>{t('tickets.empty')}</Typography>
    </Box>
  );
}

/** One of the phone's two panes, stacked in the same place; only the chosen one shows. */
const phonePane = (shown: boolean) =>
  ({ position: 'absolute', inset: 0, visibility: shown ? 'visible' : 'hidden' }) as const;

/** /tickets/:ticketId? — the ticket manager beside the open chat (spec 1 §2). */
export function TicketsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { ticketId } = useParams<{ ticketId?: string }>();
  const [phoneTab, setPhoneTab] = useState<PhoneTab>(ticketId ? 'ticket' : 'tickets');

  // on a phone, opening a ticket shows its chat (the one already open too: each navigation has
  // a key of its own); leaving it (resolved, deleted, returned from the list) shows the list,
  // not an empty 'Ticket' tab
  const { key: navigation } = useLocation();
  useEffect(() => {
    setPhoneTab(ticketId ? 'ticket' : 'tickets');
  }, [ticketId, navigation]);

  const chat = ticketId ? (
    <Suspense fallback={<LoadingScreen />}>
      <TicketChat key={ticketId} ticketUuid={ticketId} />
    </Suspense>
  ) : (
    <NoTicketChosen />
  );
  const manager = <TicketsManager selectedUuid={ticketId} narrow={narrow} />;

  if (narrow) {
    return (
      <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Tabs
          value={phoneTab}
          onChange={(_, v: PhoneTab) => setPhoneTab(v)}
          variant="fullWidth"
          sx={hiddenWhileTypingOnPhone}
        >
          <Tab value="ticket" label={t('tickets.pageTabs.ticket')} />
          <Tab value="tickets" label={t('tickets.pageTabs.tickets')} />
        </Tabs>
        {/* both panes keep their size, the hidden one invisible: a pane hidden with
            display: none measures 0 px, and its virtualised list came back scrolled away */}
        <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <Box sx={phonePane(phoneTab === 'ticket')}>{chat}</Box>
          <Box sx={phonePane(phoneTab === 'tickets')}>{manager}</Box>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ height: '100%', display: 'flex', minHeight: 0 }}>
      <Box sx={{ flex: { sm: '0 0 45%', md: '0 0 430px' }, minWidth: 0, height: '100%' }}>
        {manager}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>{chat}</Box>
    </Box>
  );
}
