import { boolean, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { whatsapps } from './whatsapps';

/**
 * What a simulated phone's WhatsApp knows about a number: whether it is on WhatsApp and
 * whether it shows a profile picture. A number not listed is on WhatsApp without a picture.
 */
export const sandboxNumbers = pgTable(
  'sandbox_numbers',
  {
    companyId: companyRef(),
    whatsappId: integer('whatsapp_id').notNull(),
    number: text('number').notNull(),
    onWhatsapp: boolean('on_whatsapp').notNull().default(true),
    picture: boolean('picture').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.whatsappId, t.number] }),
    foreignKey({
      name: 'sandbox_numbers_connection',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
  ],
);
