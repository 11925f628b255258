import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { queues } from './queues';

/**
 * An AI assistant a queue may hand its conversations to (spec 3 §3 Prompt). The OpenAI key and
 * the Azure Speech key are sealed with the company secret box and never leave the server.
 * (company_id, queue_id) → queues cascades: a prompt hands over in its queue and has no meaning
 * without it. Deleting a prompt clears queues.prompt_id in the same transaction (prompts.repo).
 */
export const prompts = pgTable(
  'prompts',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    prompt: text('prompt').notNull(),
    apiKeySealed: text('api_key_sealed').notNull(),
    queueId: integer('queue_id').notNull(),
    maxMessages: integer('max_messages').notNull().default(10),
    maxTokens: integer('max_tokens').notNull().default(100),
    temperature: doublePrecision('temperature').notNull().default(1),
    voice: text('voice').notNull().default('texto'),
    voiceKeySealed: text('voice_key_sealed').notNull().default(''),
    voiceRegion: text('voice_region').notNull().default(''),
    handoverMarker: text('handover_marker').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    unique('prompts_company_id_id').on(t.companyId, t.id),
    foreignKey({
      name: 'prompts_company_queue_fk',
      columns: [t.companyId, t.queueId],
      foreignColumns: [queues.companyId, queues.id],
    }).onDelete('cascade'),
    // GET /prompt: a page by name; the name search
    index('prompts_company_name').on(t.companyId, t.name, t.id),
    index('prompts_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('prompts_company_queue').on(t.companyId, t.queueId),
  ],
);
