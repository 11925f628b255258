import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, type WeeklyHours } from './companies';

export const queues = pgTable(
  'queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    orderQueue: integer('order_queue'),
    greetingMessage: text('greeting_message').notNull().default(''),
    outOfHoursMessage: text('out_of_hours_message').notNull().default(''),
    integrationId: integer('integration_id'),
    promptId: integer('prompt_id'),
    schedules: jsonb('schedules').$type<WeeklyHours[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('queues_company_name').on(t.companyId, t.name),
    uniqueIndex('queues_company_color').on(t.companyId, t.color),
    index('queues_company_order').on(t.companyId, t.orderQueue, t.id),
  ],
);
