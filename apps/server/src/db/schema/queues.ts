import { identityId, timestamps } from './columns';
import { index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, type WeeklyHours } from './companies';

export const queues = pgTable(
  'queues',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    orderQueue: integer('order_queue'),
    greetingMessage: text('greeting_message').notNull().default(''),
    outOfHoursMessage: text('out_of_hours_message').notNull().default(''),
    integrationId: integer('integration_id'),
    promptId: integer('prompt_id'),
    schedules: jsonb('schedules').$type<WeeklyHours[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // target of (company_id, queue_id) foreign keys: a row references its own company's queue
    unique('queues_company_id_id').on(t.companyId, t.id),
    uniqueIndex('queues_company_name').on(t.companyId, t.name),
    uniqueIndex('queues_company_color').on(t.companyId, t.color),
    index('queues_company_order').on(t.companyId, t.orderQueue, t.id),
  ],
);
