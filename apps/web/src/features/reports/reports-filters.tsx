import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Box, MenuItem, TextField } from '@mui/material';
import { REPORT_STATUSES } from '@atende/shared';
import { api } from '../../lib/api-client';
import { PickOne } from '../../components/pick-one';
import type { PeriodProblem } from './period-problem';
import type { ReportFilterState } from './reports-api';

interface Named {
  id: number;
  name: string;
}
/** The company's queues, users, tags and connections for the filter lists. */
function useChoices(path: string) {
  return useQuery({ queryKey: ['report-choices', path], queryFn: () => api.get<Named[]>(path) })
    .data;
}

/** Period and the six filters of issue 13 (queue, user, tag, connection, status, rating). */
export function ReportsFilters({
  value,
  onChange,
  problem,
}: {
  value: ReportFilterState;
  onChange: (next: ReportFilterState) => void;
  /** A period the server would refuse: named under the date it concerns. */
  problem: PeriodProblem | null;
}) {
  const { t } = useTranslation();
  const set = (key: keyof ReportFilterState) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const lists: [keyof ReportFilterState, string, Named[] | undefined][] = [
    ['queueId', t('reports.filters.queue'), useChoices('/queue')],
    ['userId', t('reports.filters.user'), useChoices('/users/list')],
    ['tagId', t('reports.filters.tag'), useChoices('/tags/list')],
    ['whatsappId', t('reports.filters.connection'), useChoices('/whatsapp')],
  ];
  const all = <MenuItem value="">{t('reports.filters.all')}</MenuItem>;
  // '' shows as 'Todos' under a raised label
  const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(8, 1fr)' },
      }}
    >
      {(['date_from', 'date_to'] as const).map((key) => {
        // the server names the end for a reversed period, the start for one too long
        const wrong = problem && (problem === 'endBeforeStart') === (key === 'date_to');
        return (
          <TextField
            key={key}
            type="date"
            size="small"
            label={key === 'date_from' ? t('reports.filters.from') : t('reports.filters.to')}
            value={value[key]}
            onChange={set(key)}
            error={!!wrong}
            helperText={wrong ? t(`reports.period.${problem}`) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        );
      })}
      {lists.map(([key, label, options]) => (
        <PickOne
          key={key}
          label={label}
          options={options}
          value={value[key]}
          onChange={(id) => onChange({ ...value, [key]: id })}
          noneLabel={t('reports.filters.all')}
        />
      ))}
      <TextField
        select
        size="small"
        slotProps={showAll}
        label={t('reports.filters.status')}
        value={value.status}
        onChange={set('status')}
      >
        {all}
        {REPORT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`reports.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label={t('reports.filters.rating')}
        value={value.rating}
        onChange={set('rating')}
      >
        {all}
        {['1', '2', '3'].map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
        <MenuItem value="none">{t('reports.filters.none')}</MenuItem>
      </TextField>
    </Box>
  );
}
