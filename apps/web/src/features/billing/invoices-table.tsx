import { useTranslation } from 'react-i18next';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { InvoiceDTO } from '@atende/shared';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { useIsPhone } from '../../lib/use-is-phone';
import { InvoiceStatusChip } from './invoice-status-chip';
import { formatDay, formatMoney, invoiceDisplayStatus, localToday } from './invoice-status';

interface InvoicesTableProps extends ListFailure {
  invoices: InvoiceDTO[];
  loading: boolean;
  onPay: (invoice: InvoiceDTO) => void;
}

/** Id, details, value, due date, status, action (spec 2 §2); phones drop the id and details. */
export function InvoicesTable({ invoices, loading, onPay, ...failure }: InvoicesTableProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const today = localToday();
  // a 390 px phone: a third of the side padding, so PAGAR and 'Ação' fit without clipping
  const pad = phone ? { px: 0.75 } : {};
  return (
    <Table size="small" stickyHeader aria-label={t('billing.title')}>
      <TableHead>
        <TableRow>
          {!phone && <TableCell>{t('billing.columns.id')}</TableCell>}
          {!phone && <TableCell>{t('billing.columns.detail')}</TableCell>}
          <TableCell align="right" sx={pad}>
            {t('billing.columns.value')}
          </TableCell>
          <TableCell align="center" sx={pad}>
            {t('billing.columns.dueDate')}
          </TableCell>
          <TableCell align="center" sx={pad}>
            {t('billing.columns.status')}
          </TableCell>
          <TableCell align="right" sx={pad}>
            {t('billing.columns.action')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => {
          const status = invoiceDisplayStatus(invoice, today);
          return (
            <TableRow
              key={invoice.id}
              hover
              data-status={status}
              sx={
                status === 'overdue'
                  ? // on the dark paper 12 % of the light red hardly showed
                    {
                      bgcolor: (th) =>
                        alpha(th.palette.error.main, th.palette.mode === 'dark' ? 0.22 : 0.12),
                    }
                  : undefined
              }
            >
              {!phone && <TableCell>{invoice.id}</TableCell>}
              {!phone && <TableCell>{invoice.detail}</TableCell>}
              <TableCell align="right" sx={{ ...pad, whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.value)}
              </TableCell>
              <TableCell align="center" sx={pad}>
                {formatDay(invoice.dueDate)}
              </TableCell>
              <TableCell align="center" sx={pad}>
                <InvoiceStatusChip status={status} />
              </TableCell>
              <TableCell align="right" sx={pad}>
                {status === 'paid' ? (
                  <Chip size="small" variant="outlined" label={t('billing.paidAction')} />
                ) : (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onPay(invoice)}
                    aria-label={t('billing.payAria', { id: invoice.id })}
                  >
                    {t('billing.pay')}
                  </Button>
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
