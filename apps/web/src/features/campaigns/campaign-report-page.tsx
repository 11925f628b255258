import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import type { CampaignCounts, CampaignDTO } from '@atende/shared';
import { formatDate, formatTime } from '../../lib/format-date';
import { campaignsApi } from './campaigns-api';
import { CAMPAIGNS_KEY, useCampaignsRealtime } from './use-campaigns';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { campaignsTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('campaigns', campaignsTexts);

/** Asked to confirm and not answered yet: their message waits for the answer. */
const awaitingOf = (c: CampaignCounts) => c.confirmationRequested - c.confirmed;

type Figure = keyof CampaignCounts | 'awaiting';
const CARDS: Array<[Figure, string]> = [
  ['valid', 'campaigns.validContacts'],
  ['confirmationRequested', 'campaigns.confirmationsRequested'],
  ['confirmed', 'campaigns.confirmations'],
  ['awaiting', 'campaigns.awaitingConfirmation'],
  ['delivered', 'campaigns.delivered'],
  ['failed', 'campaigns.failed'],
  ['unknown', 'campaigns.unknown'],
  ['invalid', 'campaigns.invalid'],
];

/** Every recipient settled: delivered, failed, unknown, invalid, or waiting for its answer. */
export function settledOf(c: CampaignCounts) {
  return c.total - c.pending;
}

/** Before the start nothing is counted: the recipients are taken from the list when it starts. */
const NOT_STARTED: CampaignDTO['status'][] = ['PROGRAMADA', 'INATIVA'];
const notStarted = (campaign: CampaignDTO, counts: CampaignCounts) =>
  counts.total === 0 && NOT_STARTED.includes(campaign.status);

/** '3 de 10', or before the start when it will start, rather than '0 de 0'. */
function progressText(t: TFunction, campaign: CampaignDTO, counts: CampaignCounts) {
  if (notStarted(campaign, counts)) {
    const at = campaign.scheduledAt;
    return at
      ? t('campaigns.startsAt', { date: formatDate(at), time: formatTime(at) })
      : t('campaigns.notScheduled');
  }
  const progress = t('campaigns.progress', { done: settledOf(counts), total: counts.total });
  // 'done' counts them, but their message has not gone out: said, not left to the CSV
  const awaiting = awaitingOf(counts);
  return awaiting > 0
    ? `${progress} · ${t('campaigns.stillAwaiting', { count: awaiting })}`
    : progress;
}

/** /campaign/{id}/report: progress bar and cards, live over company-{id}-campaign. */
export function CampaignReportPage() {
  const { t } = useTranslation();
  const id = Number(useParams().campaignId);
  useCampaignsRealtime();
  const report = useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'report', id],
    queryFn: () => campaignsApi.report(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const data = report.data;
  const counts = data?.counts;
  const done = counts ? settledOf(counts) : 0;
  const percent = counts && counts.total > 0 ? Math.round((done / counts.total) * 100) : 0;
  const downloadCsv = async () => {
    const blob = await campaignsApi.reportCsv(id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `campanha-${id}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, overflow: 'auto', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" color="primary" sx={{ flex: 1 }}>
          {data ? t('campaigns.reportTitle', { name: data.campaign.name }) : t('campaigns.report')}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary">
            {t(`campaigns.statuses.${data.campaign.status}`)}
            {data.campaign.pausedReason && ` · ${data.campaign.pausedReason}`}
          </Typography>
        )}
        <Button
          startIcon={<Download />}
          variant="outlined"
          size="small"
          onClick={() => void downloadCsv()}
          disabled={!data}
        >
          {t('campaigns.downloadCsv')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
          aria-label={t('campaigns.report')}
        />
        <Typography
          variant="body2"
          data-testid="campaign-progress"
          sx={{ minWidth: 48, textAlign: 'right' }}
        >
          {percent}%
        </Typography>
      </Box>
      {counts && data && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 2 }}
          data-testid="campaign-progress-text"
        >
          {progressText(t, data.campaign, counts)}
        </Typography>
      )}
      <Grid container spacing={2}>
        {CARDS.filter(([key]) => key !== 'awaiting' || data?.campaign.confirmation).map(
          ([key, label]) => (
            <Grid key={key} size={{ xs: 6, sm: 4, md: 3 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {t(label)}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid={`count-${key}`}>
                    {counts && data && !notStarted(data.campaign, counts)
                      ? key === 'awaiting'
                        ? awaitingOf(counts)
                        : counts[key]
                      : '–'}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ),
        )}
      </Grid>
    </Box>
  );
}
