import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';

/**
 * Deleting a parent row (a contact, a user, a connection) makes PostgreSQL find its children
 * by the foreign key; without an index on the key that is a read of the whole child table, once
 * per deleted row: deleting a company of 300 contacts took 30 s beside a million messages
 * (decision 0138). A key is served by an index whose leading columns are the key, or whose
 * first column is one of the key's own columns other than company_id. A partial index serves
 * only when its condition is that column being set.
 */
const UNSERVED_KEYS = sql`
  with fk as (
    select c.conrelid, c.conname, c.conkey from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
  )
  select fk.conrelid::regclass::text as "table", fk.conname as "key",
    (select string_agg(a.attname, ',' order by k.ord) from unnest(fk.conkey) with ordinality k(att, ord)
       join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.att) as "columns"
  from fk
  where not exists (
    select 1 from pg_index i
    join pg_attribute lead on lead.attrelid = i.indrelid and lead.attnum = i.indkey[0]
    where i.indrelid = fk.conrelid
      and (i.indpred is null
        or pg_get_expr(i.indpred, i.indrelid) = '(' || lead.attname || ' IS NOT NULL)')
      and ((i.indkey::int2[])[0:cardinality(fk.conkey) - 1] @> fk.conkey
             and fk.conkey @> (i.indkey::int2[])[0:cardinality(fk.conkey) - 1]
        or (i.indkey[0] = any (fk.conkey) and lead.attname <> 'company_id'))
  )
  order by 1, 2`;

/**
 * Tables a company keeps tens of rows in, whose keys a delete may read whole. A key of
 * company_id alone is read once per deleted company, which the company's delete can afford.
 */
const SMALL_TABLES = new Set([
  'campaigns',
  'chats',
  'file_lists',
  'queue_options',
  'quick_messages',
  'whatsapps',
]);

/** Both drivers answer a raw statement with `{ rows }`. */
const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

describe('foreign keys and their indexes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('every foreign key of a table that grows with use is served by an index', async () => {
    const unserved = await rowsOf<{ table: string; key: string; columns: string }>(
      database.db.execute(UNSERVED_KEYS),
    );
    const growing = unserved.filter(
      (k) => k.columns !== 'company_id' && !SMALL_TABLES.has(k.table),
    );
    expect(growing).toEqual([]);
    // the exceptions are the ones listed above, and each still exists: the list stays true
    expect(
      unserved.filter((k) => k.columns !== 'company_id').map((k) => `${k.table}.${k.key}`),
    ).toEqual([
      'campaigns.campaigns_company_file_list_fk',
      'campaigns.campaigns_company_list_fk',
      'campaigns.campaigns_company_whatsapp_fk',
      'campaigns.campaigns_tag_list_id_tags_id_fk',
      'chats.chats_company_owner_fk',
      'file_lists.file_lists_user_id_users_id_fk',
      'queue_options.queue_options_company_forward_queue_fk',
      'queue_options.queue_options_company_parent_fk',
      'quick_messages.quick_messages_user_id_users_id_fk',
      'whatsapps.whatsapps_company_transfer_queue_fk',
    ]);
  });

  it('the contact, user and connection keys of messages are served by their indexes', async () => {
    // with sequential scans ruled out, one still appears only where no index can serve
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        tx.execute(sql`
        explain (costs off) select 1 from messages where contact_id = 1
        union all select 1 from messages where user_id = 1
        union all select 1 from messages where company_id = 1 and whatsapp_id = 1`),
      );
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toContain('Seq Scan');
    expect(text).toContain('messages_contact_created');
    expect(text).toContain('messages_user');
    expect(text).toContain('messages_company_connection_external');
  });
});
