import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { DashboardCounters } from '@atende/shared';
import type { DashboardPeriod } from './dashboard-api';
import { DashboardCharts } from './dashboard-charts';
import { AttendantsTable, ClientsTable } from './dashboard-tables';
import { formatMinutes } from './format-minutes';
import { PeriodPicker } from './period-picker';
import { useDashboard, useDashboardCharts, useDashboardRealtime } from './use-dashboard';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { dashboardTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('dashboard', dashboardTexts);

const COUNTERS: (keyof DashboardCounters)[] = [
  'supportHappening',
  'supportPending',
  'supportFinished',
  'avgSupportTime',
  'avgWaitTime',
  'leads',
];
const isTime = (key: keyof DashboardCounters) => key === 'avgSupportTime' || key === 'avgWaitTime';

function CounterCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography variant="body2" component="div" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The admins' home (spec 1 §2): counters, two charts, attendants and customers of a period. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DashboardPeriod>(null);
  const [blank, setBlank] = useState(false);
  const summary = useDashboard(period, !blank);
  const resolved = summary.data?.period;
  const charts = useDashboardCharts(blank ? undefined : resolved);
  useDashboardRealtime();
  const data = summary.data;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('dashboard.title')}
          </Typography>
          {resolved && (
            <Typography variant="caption" color="text.secondary">
              {t('dashboard.timeZone', { zone: resolved.timeZone })}
            </Typography>
          )}
        </Box>
        <PeriodPicker resolved={resolved} onChange={setPeriod} onBlank={setBlank} />
      </Stack>
      {summary.isFetching && <LinearProgress aria-hidden sx={{ height: 2 }} />}
      {blank && <Alert severity="info">{t('dashboard.needsFilter')}</Alert>}
      {summary.isError && <Alert severity="error">{t('dashboard.loadError')}</Alert>}
      {data && !blank && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
            }}
          >
            {COUNTERS.map((key) => (
              <CounterCard
                key={key}
                label={t(`dashboard.counters.${key}`)}
                value={isTime(key) ? formatMinutes(data.counters[key]) : String(data.counters[key])}
              />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <DashboardCharts users={charts.users.data} days={charts.days.data} />
          </Box>
          {charts.users.isError && <Alert severity="error">{t('dashboard.usersChartError')}</Alert>}
          {charts.days.isError && <Alert severity="error">{t('dashboard.daysChartError')}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <AttendantsTable rows={data.attendants} />
            <ClientsTable rows={data.clients} />
          </Box>
        </>
      )}
    </Stack>
  );
}
