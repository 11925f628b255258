import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { LoadingScreen } from '../../components/loading-screen';
import { useSettings } from '../settings/use-settings';
import { NotifyHoursTab } from './notify-hours-tab';
import { NotifyUsersTab } from './notify-users-tab';
import { NOTIFY_KEY, useNotify } from './use-notify';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { notifyTexts } from './locales';
import { LoadFailedNotice } from '../../components/load-failed-notice';

addPageTexts('notify', notifyTexts);

type NotifyTab = 'users' | 'hours';

/**
 * /notifications (spec 2 §2): who gets a WhatsApp notice when a ticket starts waiting, and in
 * which hours (docs/decisions/0045). Not the top bar's popover of unread tickets.
 */
export function NotifyPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notify = useNotify();
  const settings = useSettings();
  const [tab, setTab] = useState<NotifyTab>('users');
  const noticesOff =
    settings.data?.find((s) => s.key === 'checkActiveNotify')?.value === 'disabled';
  const reload = () => void client.invalidateQueries({ queryKey: NOTIFY_KEY });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', overflow: 'auto' }}>
      <Typography variant="h5" component="h1" color="primary">
        {t('menu.notifications')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('notify.intro')}
      </Typography>
      {noticesOff && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/settings">
              {t('notify.openSettings')}
            </Button>
          }
        >
          {t('notify.noticesOff')}
        </Alert>
      )}
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: NotifyTab) => setTab(v)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="users" label={t('notify.tabs.users')} />
          <Tab value="hours" label={t('notify.tabs.hours')} />
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          {tab === 'users' ? (
            <NotifyUsersTab
              users={notify.data?.users ?? []}
              loading={notify.isLoading}
              failed={notify.isError}
              onRetry={() => void notify.refetch()}
              reload={reload}
            />
          ) : notify.data ? (
            <NotifyHoursTab schedules={notify.data.schedules} />
          ) : notify.isError ? (
            <LoadFailedNotice
              text={t('notify.hoursFailed')}
              onRetry={() => void notify.refetch()}
            />
          ) : (
            <LoadingScreen />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
