import type { InvoiceDTO } from '@atende/shared';

export type InvoiceDisplayStatus = 'paid' | 'overdue' | 'open';

/**
 * Spec 2 §4: paid shows 'Pago'; unpaid with a due date before today 'Vencido' (row tinted
 * red); otherwise 'Em Aberto'. `today` is YYYY-MM-DD in the user's calendar.
 */
export function invoiceDisplayStatus(
  invoice: Pick<InvoiceDTO, 'status' | 'dueDate'>,
  today: string,
): InvoiceDisplayStatus {
  if (invoice.status === 'paid') return 'paid';
  return invoice.dueDate < today ? 'overdue' : 'open';
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** BRL in pt-BR format (spec 2 §9) from the API's exact decimal string ("199.90"). */
export function formatMoney(value: string | number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
    Number(value),
  );
}

/** dd/MM/yyyy from YYYY-MM-DD, without going through a time zone. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}
