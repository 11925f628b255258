import { useTranslation } from 'react-i18next';
import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ContactImportReport } from '@atende/shared';
import { useIsPhone } from '../../lib/use-is-phone';

type RefusedRow = ContactImportReport['rows'][number];

/**
 * On a phone each refused row is a short block (line and name, then the reason and the number):
 * four columns in 390 px broke names mid-word and cut the reason off.
 */
function RefusedList({ rows }: { rows: RefusedRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label={t('contacts.importDialog.refusedRows')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {rows.map((r) => (
        <li key={r.row}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('contacts.importDialog.row')} {r.row}
            {r.name ? ` · ${r.name}` : ''}
          </Typography>
          <Typography variant="body2" color="error">
            {r.reason}
          </Typography>
          {r.number && (
            <Typography variant="caption" color="text.secondary">
              {t('contacts.importDialog.number')}: {r.number}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** Totals of an import and the refused rows with their reasons. */
export function ContactImportReportView({ report }: { report: ContactImportReport }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const refused = report.rows.filter((r) => r.status === 'refused');
  return (
    <Stack spacing={2} role="region" aria-label={t('contacts.importDialog.report')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip color="success" label={`${t('contacts.importDialog.created')}: ${report.created}`} />
        <Chip color="info" label={`${t('contacts.importDialog.updated')}: ${report.updated}`} />
        <Chip
          color={report.refused ? 'error' : 'default'}
          label={`${t('contacts.importDialog.refused')}: ${report.refused}`}
        />
      </Stack>
      {refused.length === 0 ? (
        <Typography color="text.secondary">{t('contacts.importDialog.noneRefused')}</Typography>
      ) : phone ? (
        <RefusedList rows={refused} />
      ) : (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={t('contacts.importDialog.refusedRows')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('contacts.importDialog.row')}</TableCell>
                <TableCell>{t('contacts.importDialog.name')}</TableCell>
                <TableCell>{t('contacts.importDialog.number')}</TableCell>
                <TableCell>{t('contacts.importDialog.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refused.map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{r.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.number}</TableCell>
                  <TableCell>{r.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
