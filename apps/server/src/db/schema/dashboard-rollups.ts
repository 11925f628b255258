import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';

/*
 * Daily per-company rollups of the finished ticket cycles (decision 0107), kept by the
 * ticket_trackings triggers of migration 0029 in the same transaction as the cycle writes.
 * A day is a local day of the zone in dashboard_rollup_zones; queue_id / user_id 0 stand for
 * "none" so they can be part of the key. Durations are summed in whole microseconds (the
 * precision of an interval), so the sums are exact and cheap to add up, and averages come out
 * exactly as avg() over the raw rows gives them.
 */

const micros = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** Cycles finished per company day, queue and attendant, with the sums their means need. */
export const dashboardDayTotals = pgTable(
  'dashboard_day_totals',
  {
    companyId: companyRef(),
    day: date('day').notNull(),
    queueId: integer('queue_id').notNull(),
    userId: integer('user_id').notNull(),
    finished: count('finished'),
    supportCount: count('support_count'),
    supportMicros: micros('support_us'),
    waitCount: count('wait_count'),
    waitMicros: micros('wait_us'),
    ratingCount: count('rating_count'),
    ratingSum: count('rating_sum'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.queueId, t.userId] })],
);

/** Cycles finished per company day, queue and contact: the dashboard's top clients. */
export const dashboardDayContacts = pgTable(
  'dashboard_day_contacts',
  {
    companyId: companyRef(),
    day: date('day').notNull(),
    queueId: integer('queue_id').notNull(),
    contactId: integer('contact_id').notNull(),
    finished: count('finished'),
    supportCount: count('support_count'),
    supportMicros: micros('support_us'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.queueId, t.contactId] }),
    // the top ten by count, read from the index alone; then the means of those ten by contact
    // (decision 0111)
    index('dashboard_day_contacts_day_finished').on(
      t.companyId,
      t.day,
      t.queueId,
      t.contactId,
      t.finished,
    ),
    index('dashboard_day_contacts_contact').on(
      t.companyId,
      t.contactId,
      t.day,
      t.queueId,
      t.supportCount,
      t.supportMicros,
    ),
  ],
);

/**
 * The time zone each company's rollup days are in. Cycle writes lock it shared; a rebuild for
 * a new zone locks it exclusively, so no write lands in the old zone's days after a rebuild.
 */
export const dashboardRollupZones = pgTable('dashboard_rollup_zones', {
  companyId: companyRef().primaryKey(),
  timeZone: text('time_zone').notNull(),
});
