import type { InvoiceDTO, InvoiceStatus } from '@atende/shared';
import type { InvoiceRow } from './invoices.repo';

export function toInvoiceDTO(row: InvoiceRow): InvoiceDTO {
  return {
    id: row.id,
    companyId: row.companyId,
    detail: row.detail,
    value: row.value,
    dueDate: row.dueDate,
    status: row.status as InvoiceStatus,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
