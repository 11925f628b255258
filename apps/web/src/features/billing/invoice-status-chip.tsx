import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { InvoiceDisplayStatus } from './invoice-status';

const STATUS_COLOR = { paid: 'success', overdue: 'error', open: 'warning' } as const;

/** Pago / Em Aberto / Vencido, in the colour of each (spec 2 §2). */
export function InvoiceStatusChip({ status }: { status: InvoiceDisplayStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`billing.status.${status}`)} />;
}
