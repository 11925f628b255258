import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Facts of the installation as a whole, not of a company: a value sealed with DATA_DIR's
 * channel key, so a start with another key is refused before it seals or misreads a secret
 * (decision 0147).
 */
export const installationChecks = pgTable('installation_checks', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
