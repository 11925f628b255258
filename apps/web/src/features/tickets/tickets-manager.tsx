import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { can, isAdminProfile, type TicketDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { lazyNamed } from '../../lib/lazy-named';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFirstScreenShown } from '../../lib/use-first-screen-shown';
import { TicketList } from './ticket-list';
import { followMyQueues, queuesAskedFor, rememberListFilters } from './ticket-list-filters';
import { initialListFilters } from './ticket-list-queries';
import { EMPTY_SEARCH, type TicketSearchValues } from './ticket-search-values';
import type { TicketListQuery } from './tickets-cache';
import { OPENED_TICKET_STATE, useTicketActions } from './use-ticket-actions';
import { useTicketsList } from './use-tickets-list';
import { useTicketsRealtime } from './use-tickets-realtime';

// dialogs and the search tab's filters load on first use, so the list does not wait for them
const NewTicketModal = lazyNamed(() => import('./new-ticket-modal'), 'NewTicketModal');
const TicketPeekDialog = lazyNamed(() => import('./ticket-peek-dialog'), 'TicketPeekDialog');
const ConfirmDialog = lazyNamed(() => import('../../components/confirm-dialog'), 'ConfirmDialog');
// the queue filter's Select (with every input variant) comes after the first screen, in a kept place
const TicketQueueFilter = lazyNamed(() => import('./ticket-queue-filter'), 'TicketQueueFilter');
const queueFilterPlace = <Box sx={{ minWidth: 110, height: 40 }} />;
// so does the show-all switch (its chunk is one more file on the first screen)
const ShowAllSwitch = lazyNamed(() => import('./show-all-switch'), 'ShowAllSwitch');
const showAllPlace = <Box sx={{ width: 92, height: 38 }} />;
const TicketSearchFilters = lazyNamed(
  () => import('./ticket-search-filters'),
  'TicketSearchFilters',
);

type MainTab = 'open' | 'closed' | 'search';
type OpenTab = 'open' | 'pending';

interface TicketsManagerProps {
  selectedUuid?: string;
  narrow: boolean;
}

/** The left column of /tickets (spec 1 §2): tabs, filters, the live lists and 'Novo'. */
export function TicketsManager({ selectedUuid, narrow }: TicketsManagerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const isAdmin = isAdminProfile(me.profile);
  const mayShowAll = can(me.profile, 'tickets-manager:showall');
  const actions = useTicketActions();
  const firstScreenShown = useFirstScreenShown();

  const [tab, setTab] = useState<MainTab>('open');
  const [openTab, setOpenTab] = useState<OpenTab>('open');
  // the same first filters as the start-up prefetch, so the lists asked for then are used here
  const [initial] = useState(() => initialListFilters(me));
  useEffect(() => rememberListFilters(initial), [initial]);
  const [showAll, setShowAll] = useState(initial.showAll);
  // the queues chosen in the filter (all of the user's at first: 'Todas')
  const myQueues = me.queues.map((q) => q.id);
  const [chosenQueues, setChosenQueues] = useState<number[]>(myQueues);
  // the user's queues changed while the page is open: the filter follows (adjusting state
  // during render, as React advises for state derived from props)
  const [queuesSeen, setQueuesSeen] = useState(myQueues);
  if (myQueues.join() !== queuesSeen.join()) {
    setQueuesSeen(myQueues);
    setChosenQueues(followMyQueues(chosenQueues, queuesSeen, myQueues));
  }
  const queueIds = queuesAskedFor(chosenQueues, myQueues, isAdmin);
  const [search, setSearch] = useState<TicketSearchValues>(EMPTY_SEARCH);
  const searchText = useDebouncedValue(search.text.trim());
  const [newTicketOpen, setNewTicketOpen] = useState(false);
  const [peek, setPeek] = useState<TicketDTO | null>(null);
  const [toClose, setToClose] = useState<TicketDTO | null>(null);
  // once loaded, the question stays mounted so that it fades out when answered
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (toClose && !confirmUsed) setConfirmUsed(true);

  // a ticket just accepted or reopened (here or in its chat) is shown where it now is
  const location = useLocation();
  const justOpened =
    (location.state as { ticketsTab?: string } | null)?.ticketsTab ===
    OPENED_TICKET_STATE.ticketsTab;
  useEffect(() => {
    if (!justOpened) return;
    setTab('open');
    setOpenTab('open');
  }, [justOpened, location.key]);

  const base = { showAll: mayShowAll && showAll, queueIds };
  const openList = useTicketsList({ ...base, status: 'open' });
  const pendingList = useTicketsList({ ...base, status: 'pending' });
  const closedList = useTicketsList({ queueIds, status: 'closed' }, tab === 'closed');
  const searchQuery: TicketListQuery = {
    searchParam: searchText || undefined,
    tags: search.tagIds,
    users: search.userIds,
    date: search.date || undefined,
    queueIds,
  };
  const searching = Boolean(
    searchText || search.tagIds.length || search.userIds.length || search.date,
  );
  const searchList = useTicketsList(searchQuery, tab === 'search' && searching);

  const liveStatus = tab === 'search' ? undefined : tab === 'closed' ? 'closed' : openTab;
  useTicketsRealtime(liveStatus);

  const onOpen = useCallback(
    (ticket: TicketDTO) => void navigate(`/tickets/${ticket.uuid}`),
    [navigate],
  );
  const rowActions = useMemo(
    () => ({
      narrow,
      canPeek: isAdmin,
      onOpen,
      onAccept: (ticket: TicketDTO) => void actions.accept(ticket),
      onClose: setToClose,
      onReopen: (ticket: TicketDTO) => void actions.reopen(ticket),
      onPeek: setPeek,
    }),
    [narrow, isAdmin, onOpen, actions],
  );

  const current =
    tab === 'closed'
      ? closedList
      : tab === 'search'
        ? searchList
        : openTab === 'open'
          ? openList
          : pendingList;

  // the count of loaded tickets, with '+' while more pages remain on the server
  const countBadge = (label: string, list: typeof openList) => (
    <Badge
      badgeContent={
        list.tickets.length ? `${list.tickets.length}${list.hasNextPage ? '+' : ''}` : undefined
      }
      color="primary"
      sx={{ pr: 1.5 }}
    >
      {label}
    </Badge>
  );

  return (
    <Paper
      variant="outlined"
      square
      data-ticket-manager
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Tabs
        value={tab}
        onChange={(_, v: MainTab) => setTab(v)}
        variant="fullWidth"
        aria-label={t('menu.tickets')}
      >
        <Tab value="open" label={t('tickets.tabs.open')} />
        <Tab value="closed" label={t('tickets.tabs.closed')} />
        <Tab value="search" label={t('tickets.tabs.search')} />
      </Tabs>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          px: 1,
          py: 1,
          alignItems: 'center',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setNewTicketOpen(true)}
        >
          {t('tickets.newTicket')}
        </Button>
        {mayShowAll &&
          tab === 'open' &&
          (firstScreenShown ? (
            <Suspense fallback={showAllPlace}>
              <ShowAllSwitch checked={showAll} onChange={setShowAll} />
            </Suspense>
          ) : (
            showAllPlace
          ))}
        <Box sx={{ flex: 1 }} />
        {me.queues.length > 0 &&
          (firstScreenShown ? (
            <Suspense fallback={queueFilterPlace}>
              <TicketQueueFilter
                queues={me.queues}
                value={chosenQueues}
                onChange={setChosenQueues}
              />
            </Suspense>
          ) : (
            queueFilterPlace
          ))}
      </Box>
      {tab === 'open' && (
        <Tabs
          value={openTab}
          onChange={(_, v: OpenTab) => setOpenTab(v)}
          variant="fullWidth"
          aria-label={t('tickets.tabs.open')}
        >
          <Tab value="open" label={countBadge(t('tickets.tabs.assigned'), openList)} />
          <Tab value="pending" label={countBadge(t('tickets.tabs.pending'), pendingList)} />
        </Tabs>
      )}
      {tab === 'search' && (
        <Suspense fallback={null}>
          <TicketSearchFilters value={search} onChange={setSearch} showUserFilter={isAdmin} />
        </Suspense>
      )}
      {tab === 'search' && !searching ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('tickets.search.hint')}
        </Typography>
      ) : (
        <TicketList
          key={`${tab}-${openTab}`}
          tickets={current.tickets}
          selectedUuid={selectedUuid}
          hasMore={Boolean(current.hasNextPage)}
          loading={current.isFetching}
          failed={current.isError}
          // a failed next page is asked for again; a failed first page or refetch, the whole list
          onRetry={() =>
            void (current.isFetchNextPageError ? current.fetchNextPage() : current.refetch())
          }
          // a second call while the page is on its way waits for it instead of asking again
          onLoadMore={() => void current.fetchNextPage({ cancelRefetch: false })}
          {...rowActions}
        />
      )}
      <Suspense fallback={null}>
        {newTicketOpen && <NewTicketModal open onClose={() => setNewTicketOpen(false)} />}
        {peek && <TicketPeekDialog ticket={peek} onClose={() => setPeek(null)} />}
        {confirmUsed && (
          <ConfirmDialog
            open={toClose !== null}
            title={t('tickets.confirmClose.title')}
            confirmLabel={t('tickets.item.close')}
            onClose={() => setToClose(null)}
            onConfirm={() => toClose && void actions.close(toClose, selectedUuid)}
          >
            {t('tickets.confirmClose.body', {
              name: toClose?.contact.name ?? toClose?.contact.number ?? '',
            })}
          </ConfirmDialog>
        )}
      </Suspense>
    </Paper>
  );
}
