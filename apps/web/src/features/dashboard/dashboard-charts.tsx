import { useTranslation } from 'react-i18next';
import { Paper, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TicketsDayDTO, TicketsUsersDTO } from '@atende/shared';

/** dd/MM of a YYYY-MM-DD day, HH:00 of an hour. */
const slotLabel = (row: TicketsDayDTO['data'][number]) =>
  'data' in row ? `${row.data.slice(8, 10)}/${row.data.slice(5, 7)}` : `${row.horario}:00`;

function ChartCard({
  title,
  total,
  children,
}: {
  title: string;
  total: string;
  children: React.ReactElement;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {total}
      </Typography>
      <ResponsiveContainer width="100%" height={260}>
        {children}
      </ResponsiveContainer>
    </Paper>
  );
}

/** Attendants a bar chart names upright; more, and the names slant. */
const SLANT_AFTER = 6;
const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/** The two charts of spec 1 §2: tickets per attendant and per day (per hour for one day). */
export function DashboardCharts({
  users,
  days,
}: {
  users: TicketsUsersDTO | undefined;
  days: TicketsDayDTO | undefined;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const axis = { fill: theme.palette.text.secondary, fontSize: 12 };
  const tooltip = {
    contentStyle: {
      background: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.primary,
    },
    cursor: { fill: theme.palette.action.hover },
  };
  const perUser = (users?.data ?? []).map((r) => ({ name: r.nome, total: r.quantidade }));
  const perSlot = (days?.data ?? []).map((r) => ({ name: slotLabel(r), total: r.total }));
  const byHour = days?.data[0] !== undefined && 'horario' in days.data[0];
  const userTotal = perUser.reduce((s, r) => s + r.total, 0);
  return (
    <>
      <ChartCard
        title={t('dashboard.charts.perUser')}
        total={t('dashboard.charts.total', { count: userTotal })}
      >
        <BarChart data={perUser} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          {/* every name, slanted and cut once they would run into each other */}
          <XAxis
            dataKey="name"
            tick={axis}
            interval={0}
            {...(perUser.length > SLANT_AFTER && {
              angle: -35,
              textAnchor: 'end',
              height: 64,
              tickFormatter: shortName,
            })}
          />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip {...tooltip} />
          <Bar
            dataKey="total"
            name={t('dashboard.charts.tickets')}
            fill={theme.palette.primary.main}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={byHour ? t('dashboard.charts.perHour') : t('dashboard.charts.perDay')}
        total={t('dashboard.charts.total', { count: days?.count ?? 0 })}
      >
        <BarChart data={perSlot} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="name" tick={axis} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip {...tooltip} />
          <Bar
            dataKey="total"
            name={t('dashboard.charts.tickets')}
            fill={theme.palette.secondary.main}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
    </>
  );
}
