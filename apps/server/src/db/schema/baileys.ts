import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyRef } from './companies';
import { whatsapps } from './whatsapps';

/**
 * The auth state of a 'beta' (Baileys) connection: its credentials (kind 'creds') and signal
 * keys, one row each, every value sealed with the channel secrets key. Gone with the pairing.
 */
export const baileysAuth = pgTable(
  'baileys_auth',
  {
    companyId: companyRef(),
    whatsappId: integer('whatsapp_id').notNull(),
    /** 'creds', or the signal key's type ('pre-key', 'session', 'sender-key', ...). */
    kind: text('kind').notNull(),
    keyId: text('key_id').notNull(),
    /** JSON (buffers included) sealed by channels/secret-box.ts. */
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.whatsappId, t.kind, t.keyId] }),
    foreignKey({
      name: 'baileys_auth_connection',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
  ],
);

/**
 * WhatsApp's hidden identifiers (@lid) and the phone numbers behind them, per company: a
 * customer writing from a LID is stored under their number, so one person is one contact.
 */
export const baileysLidMap = pgTable(
  'baileys_lid_map',
  {
    companyId: companyRef(),
    /** The LID's user part (digits). */
    lid: text('lid').notNull(),
    /** The phone number (digits). */
    number: text('number').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.lid] })],
);
