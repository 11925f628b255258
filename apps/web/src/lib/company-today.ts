import type { SessionUserDTO } from '@atende/shared';

const FALLBACK_ZONE = 'America/Sao_Paulo';

/** The company's time zone (its `timezone` setting; São Paulo when unset). */
export function companyTimeZone(user: Pick<SessionUserDTO, 'company'> | null | undefined) {
  return user?.company?.settings?.find((s) => s.key === 'timezone')?.value || FALLBACK_ZONE;
}

/**
 * Today's date (YYYY-MM-DD) on the company's clock: the server reads a date filter as the
 * company's day, so a default period must be counted the same way, whatever the browser's
 * own zone (a traveller's laptop, a test machine on UTC).
 */
export function companyToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
