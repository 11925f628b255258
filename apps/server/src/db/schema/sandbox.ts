import { createdAt } from './columns';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { whatsapps } from './whatsapps';

/**
 * The simulated phones of sandbox connections: what each customer's phone has sent and
 * received. It stands outside the core, as a real WhatsApp account would.
 */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    /** The customer's number. */
    number: text('number').notNull(),
    externalId: text('external_id').notNull(),
    /** 'in': the customer sent it to the business; 'out': the business sent it to the customer. */
    direction: text('direction').notNull(),
    body: text('body').notNull().default(''),
    mediaName: text('media_name'),
    ack: integer('ack').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_messages_phone').on(t.whatsappId, t.number, t.id),
    // acknowledgements, edits and deletions find a message by its id on the connection
    index('sandbox_messages_external').on(t.whatsappId, t.externalId),
  ],
);
