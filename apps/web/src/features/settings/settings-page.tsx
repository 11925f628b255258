import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { SettingDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { LoadingScreen } from '../../components/loading-screen';
import { CompaniesTab } from '../companies/companies-tab';
import { BackupsTab } from '../backups/backups-tab';
import { HelpsTab } from '../helps/helps-tab';
import { PlansTab } from '../plans/plans-tab';
import { OptionsTab } from './options-tab';
import { SchedulesTab } from './schedules-tab';
import { useSettings, useSettingsRealtime } from './use-settings';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { settingsTexts } from './locales';
import { companiesTexts } from '../companies/locales';
import { plansTexts } from '../plans/locales';
import { helpsTexts } from '../helps/locales';
import { backupsTexts } from '../backups/locales';

addPageTexts('settings', settingsTexts);
addPageTexts('companies', companiesTexts);
addPageTexts('plans', plansTexts);
addPageTexts('helps', helpsTexts);
addPageTexts('backups', backupsTexts);

type SettingsTab = 'options' | 'schedules' | 'companies' | 'plans' | 'helps' | 'backups';

const PLATFORM_TABS: SettingsTab[] = ['companies', 'plans', 'helps', 'backups'];

function SettingsTabPanel({ tab, settings }: { tab: SettingsTab; settings: SettingDTO[] }) {
  switch (tab) {
    case 'options':
      return <OptionsTab settings={settings} />;
    case 'schedules':
      return <SchedulesTab />;
    case 'companies':
      return <CompaniesTab />;
    case 'plans':
      return <PlansTab />;
    case 'helps':
      return <HelpsTab />;
    case 'backups':
      return <BackupsTab />;
  }
}

/**
 * /settings (spec 2 §2): the Options tab, and the Schedules tab while the opening hours are
 * the company's (scheduleType 'company'), and for super users the platform's Companies, Plans,
 * Helps and Backups tabs.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const settings = useSettings();
  useSettingsRealtime();
  const [chosen, setChosen] = useState<SettingsTab>('options');
  const list = settings.data ?? [];
  const hasSchedules = list.find((s) => s.key === 'scheduleType')?.value === 'company';
  // the tab disappears when another browser changes scheduleType
  const tab =
    (chosen === 'schedules' && !hasSchedules) || (PLATFORM_TABS.includes(chosen) && !me.super)
      ? 'options'
      : chosen;

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
          // a phone shows the arrows too: without them the last tab looks cut off
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="options" label={t('settings.tabs.options')} />
          {hasSchedules && <Tab value="schedules" label={t('settings.tabs.schedules')} />}
          {me.super && <Tab value="companies" label={t('companies.tab')} />}
          {me.super && <Tab value="plans" label={t('plans.tab')} />}
          {me.super && <Tab value="helps" label={t('helps.tab')} />}
          {me.super && <Tab value="backups" label={t('backups.tab')} />}
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
          {settings.isError ? (
            <Alert severity="error">{t('settings.loadError')}</Alert>
          ) : !settings.data ? (
            <LoadingScreen />
          ) : (
            <SettingsTabPanel tab={tab} settings={list} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
