import { useTranslation } from 'react-i18next';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PlatformInvoiceDTO } from '@atende/shared';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { useIsPhone } from '../../lib/use-is-phone';
import { InvoiceStatusChip } from './invoice-status-chip';
import { formatDay, formatMoney, invoiceDisplayStatus, localToday } from './invoice-status';

interface PlatformInvoicesTableProps extends ListFailure {
  invoices: PlatformInvoiceDTO[];
  loading: boolean;
  /** Present with the sandbox provider: marks a pending charge paid. */
  onMarkPaid?: (invoice: PlatformInvoiceDTO) => void;
  busy: boolean;
}

/** Every company's invoices, for the platform's super users. */
export function PlatformInvoicesTable({
  invoices,
  loading,
  onMarkPaid,
  busy,
  ...failure
}: PlatformInvoicesTableProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const today = localToday();
  return (
    <Table size="small" stickyHeader aria-label={t('billing.platform.title')}>
      <TableHead>
        <TableRow>
          {!phone && <TableCell>{t('billing.columns.id')}</TableCell>}
          <TableCell>{t('billing.platform.company')}</TableCell>
          {!phone && <TableCell align="right">{t('billing.columns.value')}</TableCell>}
          <TableCell align="center">{t('billing.columns.dueDate')}</TableCell>
          <TableCell align="center">{t('billing.columns.status')}</TableCell>
          <TableCell align="right">{t('billing.columns.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => {
          const status = invoiceDisplayStatus(invoice, today);
          return (
            <TableRow key={invoice.id} hover>
              {!phone && <TableCell>{invoice.id}</TableCell>}
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {invoice.companyName}
                {/* a phone has no room for the value's column: it goes under the company */}
                {phone && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(invoice.value)}
                  </Typography>
                )}
              </TableCell>
              {!phone && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.value)}
                </TableCell>
              )}
              <TableCell align="center">{formatDay(invoice.dueDate)}</TableCell>
              <TableCell align="center">
                <InvoiceStatusChip status={status} />
              </TableCell>
              <TableCell align="right">
                {onMarkPaid && status !== 'paid' && invoice.pendingChargeId !== null ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onMarkPaid(invoice)}
                    aria-label={t('billing.platform.markPaidAria', { id: invoice.id })}
                  >
                    {t('billing.platform.markPaid')}
                  </Button>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          );
        })}
        <TableStatusRows
          columns={phone ? 4 : 6}
          loading={loading}
          rows={invoices.length}
          emptyText={t('billing.empty')}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
