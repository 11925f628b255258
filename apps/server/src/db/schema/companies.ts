import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface WeeklyHours {
  weekday: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

export const plans = pgTable('plans', {
  id: identityId(),
  name: text('name').notNull().unique(),
  users: integer('users').notNull().default(0),
  connections: integer('connections').notNull().default(0),
  queues: integer('queues').notNull().default(0),
  /** Money: an exact decimal with two places (drizzle hands it over as a string). */
  value: numeric('value', { precision: 12, scale: 2 }).notNull().default('0'),
  useCampaigns: boolean('use_campaigns').notNull().default(true),
  useSchedules: boolean('use_schedules').notNull().default(true),
  useInternalChat: boolean('use_internal_chat').notNull().default(true),
  useExternalApi: boolean('use_external_api').notNull().default(true),
  useKanban: boolean('use_kanban').notNull().default(true),
  useOpenAi: boolean('use_open_ai').notNull().default(true),
  useIntegrations: boolean('use_integrations').notNull().default(true),
  ...timestamps,
});

export const companies = pgTable(
  'companies',
  {
    id: identityId(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: boolean('status').notNull().default(true),
    dueDate: date('due_date', { mode: 'string' }),
    recurrence: text('recurrence').notNull().default('MENSAL'),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    schedules: jsonb('schedules').$type<WeeklyHours[]>().notNull().default([]),
    /** The hours in which notification recipients are told of waiting tickets. */
    notifySchedules: jsonb('notify_schedules').$type<WeeklyHours[]>().notNull().default([]),
    billingName: text('billing_name'),
    addressZipCode: text('address_zip_code'),
    addressStreet: text('address_street'),
    addressState: text('address_state'),
    addressCity: text('address_city'),
    addressDistrict: text('address_district'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`),
    index('companies_plan_id_idx').on(t.planId),
  ],
);

/** The owning company of a tenant row; the row goes with the company. */
export const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const settings = pgTable(
  'settings',
  {
    id: identityId(),
    companyId: companyRef(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('settings_company_key').on(t.companyId, t.key)],
);
