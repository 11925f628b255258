import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import Assessment from '@mui/icons-material/AssessmentOutlined';
import PauseCircle from '@mui/icons-material/PauseCircleOutline';
import PlayCircle from '@mui/icons-material/PlayCircleOutline';
import type { CampaignDTO } from '@atende/shared';
import { RowAction, RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { formatDate, formatTime } from '../../lib/format-date';
import { useIsPhone } from '../../lib/use-is-phone';

interface CampaignsTableProps extends ListFailure {
  records: CampaignDTO[];
  loading: boolean;
  onEdit: (c: CampaignDTO) => void;
  onDelete: (c: CampaignDTO) => void;
  onCancel: (c: CampaignDTO) => void;
  onRestart: (c: CampaignDTO) => void;
  onReport: (c: CampaignDTO) => void;
}

const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : '');

/** Spec 3 §2 columns; on a phone only name, status and actions. */
export function CampaignsTable(props: CampaignsTableProps) {
  const { records, loading } = props;
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Table size="small" stickyHeader aria-label={t('campaigns.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('campaigns.name')}</TableCell>
          <TableCell>{t('campaigns.status')}</TableCell>
          {!phone && (
            <>
              <TableCell>{t('campaigns.contactList')}</TableCell>
              <TableCell>{t('campaigns.whatsapp')}</TableCell>
              <TableCell>{t('campaigns.scheduledAt')}</TableCell>
              <TableCell>{t('campaigns.completedAt')}</TableCell>
              <TableCell>{t('campaigns.confirmation')}</TableCell>
            </>
          )}
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((c) => (
          <TableRow key={c.id} hover>
            <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{c.name}</TableCell>
            <TableCell>
              {t(`campaigns.statuses.${c.status}`)}
              {c.pausedReason && ` · ${t('campaigns.paused')}`}
            </TableCell>
            {!phone && (
              <>
                <TableCell>
                  {c.contactList?.name ?? c.tagList?.name ?? t('campaigns.notDefined')}
                </TableCell>
                <TableCell>{c.whatsapp?.name ?? t('campaigns.notDefined')}</TableCell>
                <TableCell>{when(c.scheduledAt)}</TableCell>
                <TableCell>{when(c.completedAt)}</TableCell>
                <TableCell>
                  {c.confirmation ? t('campaigns.enabled') : t('campaigns.disabled')}
                </TableCell>
              </>
            )}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowActions onEdit={() => props.onEdit(c)} onDelete={() => props.onDelete(c)}>
                {c.status === 'EM_ANDAMENTO' && (
                  <RowAction label={t('campaigns.stop')} onClick={() => props.onCancel(c)}>
                    <PauseCircle fontSize="small" />
                  </RowAction>
                )}
                {c.status === 'CANCELADA' && (
                  <RowAction label={t('campaigns.restart')} onClick={() => props.onRestart(c)}>
                    <PlayCircle fontSize="small" />
                  </RowAction>
                )}
                <RowAction label={t('campaigns.report')} onClick={() => props.onReport(c)}>
                  <Assessment fontSize="small" />
                </RowAction>
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={phone ? 3 : 8}
          loading={loading}
          rows={records.length}
          emptyText={t('campaigns.empty')}
          failed={props.failed}
          onRetry={props.onRetry}
        />
      </TableBody>
    </Table>
  );
}
