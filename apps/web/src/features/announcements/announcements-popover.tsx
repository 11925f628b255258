import { useTranslation } from 'react-i18next';
import { Box, Chip, Stack, Typography } from '@mui/material';
import AnnouncementOutlined from '@mui/icons-material/AnnouncementOutlined';
import type { AnnouncementDTO } from '@atende/shared';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { TopBarPopover } from '../../components/top-bar-popover';
import { formatTicketTime } from '../tickets/ticket-format';
import { AnnouncementImage } from './announcement-image';
import { PRIORITY_COLOR } from './priority-color';
import { useActiveAnnouncements, useAnnouncementsRealtime } from './use-announcements';
import { useUnseenAnnouncements } from './use-unseen-announcements';

function AnnouncementItem({ record }: { record: AnnouncementDTO }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        <Chip
          size="small"
          color={PRIORITY_COLOR[record.priority as 1 | 2 | 3] ?? 'default'}
          label={t(`announcements.priority.${record.priority}`)}
        />
      </Stack>
      {record.mediaPath && (
        <AnnouncementImage
          src={record.mediaPath}
          alt={t('announcements.popover.imageAlt', { title: record.title })}
          sx={{ maxHeight: 180, borderRadius: 1, my: 1, mx: 'auto' }}
        />
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {record.text}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatTicketTime(record.createdAt)}
      </Typography>
    </Box>
  );
}

/**
 * The top bar's announcements (spec 3): the active ones by priority, with their image, for
 * every user. The top bar loads it after the first screen.
 */
export function AnnouncementsPopover() {
  const { t } = useTranslation();
  const active = useActiveAnnouncements();
  useAnnouncementsRealtime();
  const records = active.data ?? [];
  // a list the server failed to send is said so, never shown as 'no announcements'
  const failed = active.isError && records.length === 0;
  const { unseen, markSeen } = useUnseenAnnouncements(records);
  return (
    <TopBarPopover
      label={t('announcements.popover.open', { count: unseen })}
      title={t('announcements.popover.title')}
      icon={<AnnouncementOutlined />}
      count={unseen}
      onOpen={markSeen}
      badgeColor="secondary"
      emptyText={t('announcements.popover.empty')}
      isEmpty={records.length === 0 && !failed}
      width={380}
    >
      {() =>
        failed ? (
          <LoadFailedNotice onRetry={() => void active.refetch()} sx={{ mx: 2, mb: 2 }} />
        ) : (
          <Box
            component="ul"
            aria-label={t('announcements.popover.title')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {records.map((record) => (
              <AnnouncementItem key={record.id} record={record} />
            ))}
          </Box>
        )
      }
    </TopBarPopover>
  );
}
