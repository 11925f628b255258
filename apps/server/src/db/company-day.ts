import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../dates';
import { settings } from './schema';

/**
 * The company's time zone (its `timezone` setting, São Paulo when unset) read inside the
 * statement itself: a date filter costs no extra round trip, and the scalar subquery is
 * evaluated once per statement.
 */
const companyZone = (companyId: number) =>
  sql`coalesce((select ${settings.value} from ${settings}
    where ${settings.companyId} = ${companyId} and ${settings.key} = 'timezone'
      and ${settings.value} <> ''), ${BUSINESS_TIME_ZONE})`;

/** `column` falls on the day `isoDate` (YYYY-MM-DD) on the company's clock; index-friendly. */
export function onCompanyDay(column: AnyColumn, companyId: number, isoDate: string): SQL {
  return sql`${column} >= ${companyDayStart(companyId, isoDate)}
    and ${column} < ${companyDayEnd(companyId, isoDate)}`;
}

/** The instant the day `isoDate` starts on the company's clock. */
export const companyDayStart = (companyId: number, isoDate: string) =>
  sql`(${isoDate}::date)::timestamp at time zone ${companyZone(companyId)}`;

/** The instant the day after `isoDate` starts on the company's clock. */
export const companyDayEnd = (companyId: number, isoDate: string) =>
  sql`(${isoDate}::date + 1)::timestamp at time zone ${companyZone(companyId)}`;
