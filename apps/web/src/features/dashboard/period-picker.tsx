import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { DASHBOARD_DAYS } from '@atende/shared';
import type { DashboardPeriod } from './dashboard-api';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { dashboardTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('dashboard', dashboardTexts);

const CUSTOM = 'custom';

/**
 * Last 3 to 90 days, or a date range (spec 1 §2). The range starts filled with the period the
 * server resolved (the first of the month to today); it is applied with 'Filtrar'.
 */
export function PeriodPicker({
  resolved,
  onChange,
  onBlank,
}: {
  resolved: { from: string; to: string } | undefined;
  onChange: (p: DashboardPeriod) => void;
  /** Told when the range lacks a date ('Parametrize o filtro'). */
  onBlank: (blank: boolean) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string>(CUSTOM);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [to, setTo] = useState<string | undefined>(undefined);
  const shownFrom = from ?? resolved?.from ?? '';
  const shownTo = to ?? resolved?.to ?? '';
  // ISO dates compare as text; a reversed range is named at the field, not sent
  const reversed = Boolean(shownFrom && shownTo && shownTo < shownFrom);
  const pick = (value: string) => {
    setChoice(value);
    if (value !== CUSTOM) {
      onBlank(false);
      onChange({ days: Number(value) });
    }
  };
  const apply = () => {
    const blank = !shownFrom || !shownTo;
    if (reversed) return;
    onBlank(blank);
    if (!blank) onChange({ from: shownFrom, to: shownTo });
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('dashboard.period')}
        value={choice}
        onChange={(e) => pick(e.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={CUSTOM}>{t('dashboard.custom')}</MenuItem>
        {DASHBOARD_DAYS.map((d) => (
          <MenuItem key={d} value={String(d)}>
            {t('dashboard.lastDays', { count: d })}
          </MenuItem>
        ))}
      </TextField>
      {choice === CUSTOM && (
        <>
          <TextField
            type="date"
            size="small"
            label={t('dashboard.from')}
            value={shownFrom}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('dashboard.to')}
            value={shownTo}
            onChange={(e) => setTo(e.target.value)}
            error={reversed}
            helperText={reversed ? t('dashboard.endBeforeStart') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="contained" onClick={apply} disabled={reversed}>
            {t('dashboard.filter')}
          </Button>
        </>
      )}
    </Stack>
  );
}
