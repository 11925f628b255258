import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { ReportKind } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { companyTimeZone, companyToday } from '../../lib/company-today';
import { errorText } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { periodProblem } from './period-problem';
import { ExportButtons } from './export-buttons';
import { reportsApi, type ReportFilterState } from './reports-api';
import { ReportsFilters } from './reports-filters';
import { SummaryTable, TicketRowsTable } from './reports-tables';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { reportsTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('reports', reportsTexts);

/** This month so far on the company's clock (the days the server filters by). */
function initialFilters(timeZone: string): ReportFilterState {
  const today = companyToday(timeZone);
  return {
    date_from: `${today.slice(0, 8)}01`,
    date_to: today,
    queueId: '',
    userId: '',
    tagId: '',
    whatsappId: '',
    status: '',
    rating: '',
  };
}

/** Reports (issue 13): tickets of a period with filters, per attendant and per queue, exports. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ReportKind>('tickets');
  const timeZone = companyTimeZone(useCurrentUser());
  const [draft, setDraft] = useState(() => initialFilters(timeZone));
  const filters = useDebouncedValue(draft, 300);
  const problem = periodProblem(filters);
  const tickets = useInfiniteQuery({
    queryKey: ['reports', 'tickets', filters],
    queryFn: ({ pageParam }) => reportsApi.tickets(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: kind === 'tickets' && !problem,
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: ['reports', kind, filters],
    queryFn: () => reportsApi.summary(kind as Exclude<ReportKind, 'tickets'>, filters),
    enabled: kind !== 'tickets' && !problem,
    placeholderData: keepPreviousData,
  });
  const active = kind === 'tickets' ? tickets : summary;
  // a period the server would refuse shows no rows of the period before it
  const ticketRows = problem ? [] : (tickets.data?.pages.flatMap((p) => p.rows) ?? []);
  const summaryRows = problem ? [] : (summary.data?.rows ?? []);
  const empty = kind === 'tickets' ? !ticketRows.length : !summaryRows.length;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('reports.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reports.intro')}
          </Typography>
        </Box>
        <ExportButtons kind={kind} filters={filters} disabled={!!problem} />
      </Stack>
      <ReportsFilters value={draft} onChange={setDraft} problem={periodProblem(draft)} />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs
          value={kind}
          onChange={(_e, v: ReportKind) => setKind(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          <Tab value="tickets" label={t('reports.tabs.tickets')} />
          <Tab value="attendants" label={t('reports.tabs.attendants')} />
          <Tab value="queues" label={t('reports.tabs.queues')} />
        </Tabs>
        {active.isFetching && <LinearProgress aria-hidden sx={{ height: 2 }} />}
        {active.isError && (
          <Alert severity="error">{`${t('reports.loadError')}: ${errorText(active.error)}`}</Alert>
        )}
        {!active.isPending && empty && !active.isError && !problem && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('reports.empty')}
          </Typography>
        )}
        {kind === 'tickets' && ticketRows.length > 0 && (
          <TicketRowsTable rows={ticketRows} timeZone={tickets.data!.pages[0]!.timeZone} />
        )}
        {kind !== 'tickets' && summaryRows.length > 0 && (
          <SummaryTable rows={summaryRows} label={t(`reports.tabs.${kind}`)} />
        )}
        {kind === 'tickets' && tickets.hasNextPage && (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button
              onClick={() => void tickets.fetchNextPage()}
              disabled={tickets.isFetchingNextPage}
            >
              {t('reports.loadMore')}
            </Button>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
