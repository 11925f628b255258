import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { LoadingScreen } from '../../components/loading-screen';
import { OptionsTab } from './options-tab';
import { SchedulesTab } from './schedules-tab';
import { useSettings, useSettingsRealtime } from './use-settings';

type SettingsTab = 'options' | 'schedules';

/**
 * /settings (spec 2 §2): the Options tab, and the Schedules tab while the opening hours are
 * the company's (scheduleType 'company'). Platform tabs come with company administration.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  useSettingsRealtime();
  const [chosen, setChosen] = useState<SettingsTab>('options');
  const list = settings.data ?? [];
  const hasSchedules = list.find((s) => s.key === 'scheduleType')?.value === 'company';
  // the tab disappears when another browser changes scheduleType
  const tab = chosen === 'schedules' && !hasSchedules ? 'options' : chosen;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', overflow: 'auto' }}>
      <Typography variant="h5" component="h1" color="primary" sx={{ mb: 1.5 }}>
        {t('menu.settings')}
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: SettingsTab) => setChosen(v)}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="options" label={t('settings.tabs.options')} />
          {hasSchedules && <Tab value="schedules" label={t('settings.tabs.schedules')} />}
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
          {settings.isError ? (
            <Alert severity="error">{t('settings.loadError')}</Alert>
          ) : !settings.data ? (
            <LoadingScreen />
          ) : tab === 'options' ? (
            <OptionsTab settings={list} />
          ) : (
            <SchedulesTab />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
