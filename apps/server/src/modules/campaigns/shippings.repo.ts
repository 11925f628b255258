import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CampaignCounts, ShippingStatus } from '@atende/shared';
import type { Executor } from '../../db/client';
import { campaignShippings } from '../../db/schema';

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type ShippingRow = typeof campaignShippings.$inferSelect;

/** The statuses a sending process holds: a crash leaves them, and they become 'unknown'. */
export const CLAIMS = ['confirming', 'sending'] as const;

/**
 * One row per recipient (the unique key (campaign, number) ignores a second preparation), the
 * variants dealt round-robin in list order. A number known not to be on WhatsApp is 'invalid'
 * from the start; one not checked yet is tried (decision 0071).
 */
export async function prepareFromList(
  db: Executor,
  companyId: number,
  campaignId: number,
  contactListId: number,
  variants: number[],
) {
  await rowsOf(
    db,
    sql`
    insert into campaign_shippings (company_id, campaign_id, number, name, email, variant, status)
    select ${companyId}, ${campaignId}, i.number, i.name, i.email,
      (${sql.raw(`array[${variants.join(',')}]`)})[((row_number() over (order by i.id) - 1) % ${variants.length}) + 1],
      case when i.is_whatsapp_valid = false then 'invalid' else 'pending' end
    from contact_list_items i
    where i.company_id = ${companyId} and i.contact_list_id = ${contactListId}
    on conflict (campaign_id, number) do nothing`,
  );
}

/** The contacts holding a tag on any of their tickets (the 'tag list'), groups left out. */
export async function prepareFromTag(
  db: Executor,
  companyId: number,
  campaignId: number,
  tagId: number,
  variants: number[],
) {
  await rowsOf(
    db,
    sql`
    insert into campaign_shippings (company_id, campaign_id, number, name, email, variant, status)
    select ${companyId}, ${campaignId}, c.number, c.name, c.email,
      (${sql.raw(`array[${variants.join(',')}]`)})[((row_number() over (order by c.id) - 1) % ${variants.length}) + 1],
      'pending'
    from contacts c
    where c.company_id = ${companyId} and not c.is_group and c.number <> ''
      and exists (select 1 from tickets t join ticket_tags tt on tt.ticket_id = t.id
                  where t.company_id = ${companyId} and t.contact_id = c.id and tt.tag_id = ${tagId})
    on conflict (campaign_id, number) do nothing`,
  );
}

/** Whether a row waits for this campaign's next send (confirmed ones first). */
export async function hasClaimable(
  db: Executor,
  campaignId: number,
  from: readonly ShippingStatus[],
) {
  const rows = await db
    .select({ id: campaignShippings.id })
    .from(campaignShippings)
    .where(
      and(
        eq(campaignShippings.campaignId, campaignId),
        inArray(campaignShippings.status, [...from]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes the next row in `from` for sending, marking it `to` with the claim's time; another
 * process's claim is skipped, never shared. Only while the campaign runs (or, finished, for a
 * late confirmation): a cancel stops the very next claim. Undefined when nothing is taken.
 */
export async function claimNext(
  db: Executor,
  campaignId: number,
  from: ShippingStatus,
  to: (typeof CLAIMS)[number],
  now: Date,
) {
  const [row] = await db
    .update(campaignShippings)
    .set({ status: to, claimedAt: now, updatedAt: sql`now()` })
    .where(
      and(
        sql`${campaignShippings.id} = (select id from campaign_shippings
              where campaign_id = ${campaignId} and status = ${from}
              order by id limit 1 for update skip locked)`,
        eq(campaignShippings.status, from),
        sql`exists (select 1 from campaigns k where k.id = ${campaignId}
              and (k.status = 'EM_ANDAMENTO' or (k.status = 'FINALIZADA' and ${from} = 'confirmed')))`,
      ),
    )
    .returning();
  return row;
}

/** Settles a claimed row; false when it was no longer this claim's (already settled). */
export async function settle(
  db: Executor,
  id: number,
  claim: (typeof CLAIMS)[number],
  patch: Partial<typeof campaignShippings.$inferInsert>,
) {
  const rows = await db
    .update(campaignShippings)
    .set({ ...patch, claimedAt: null, updatedAt: new Date() })
    .where(and(eq(campaignShippings.id, id), eq(campaignShippings.status, claim)))
    .returning({ id: campaignShippings.id });
  return rows.length > 0;
}

/**
 * Claims older than the lease belong to a process that died mid-send: whether the message
 * left is not known, so they are reported 'unknown' and never sent again.
 */
export async function expireClaims(db: Executor, olderThan: Date) {
  return db
    .update(campaignShippings)
    .set({
      status: 'unknown',
      claimedAt: null,
      updatedAt: new Date(),
      error: 'Envio interrompido: resultado desconhecido',
    })
    .where(
      and(
        inArray(campaignShippings.status, [...CLAIMS]),
        lt(campaignShippings.claimedAt, olderThan),
      ),
    )
    .returning({
      companyId: campaignShippings.companyId,
      campaignId: campaignShippings.campaignId,
    });
}

/** The recipient a reply on this number confirms: the oldest still waiting, of this company. */
export async function confirmWaiting(db: Executor, companyId: number, number: string, now: Date) {
  const result = await rowsOf<{ id: number; campaign_id: number }>(
    db,
    sql`
    update campaign_shippings set status = 'confirmed', confirmed_at = ${now.toISOString()}, updated_at = now()
    where id in (select id from campaign_shippings
                 where company_id = ${companyId} and number = ${number} and status = 'awaiting_confirmation'
                 for update skip locked)
    returning id, campaign_id`,
  );
  return result.map((r) => ({ id: r.id, campaignId: r.campaign_id }));
}

/** The report's figures (one aggregate over the campaign's rows). */
export async function counts(db: Executor, campaignId: number): Promise<CampaignCounts> {
  const result = await rowsOf<Record<keyof CampaignCounts, string | number>>(
    db,
    sql`
    select count(*) as total,
      count(*) filter (where status <> 'invalid') as valid,
      count(*) filter (where status = 'invalid') as invalid,
      count(confirmation_requested_at) as "confirmationRequested",
      count(confirmed_at) as confirmed,
      count(*) filter (where status = 'delivered') as delivered,
      count(*) filter (where status = 'failed') as failed,
      count(*) filter (where status = 'unknown') as unknown,
      count(*) filter (where status in ('pending', 'confirmed', 'confirming', 'sending')) as pending
    from campaign_shippings where campaign_id = ${campaignId}`,
  );
  const r = result[0]!;
  const n = (k: keyof CampaignCounts) => Number(r[k]);
  return {
    total: n('total'),
    valid: n('valid'),
    invalid: n('invalid'),
    confirmationRequested: n('confirmationRequested'),
    confirmed: n('confirmed'),
    delivered: n('delivered'),
    failed: n('failed'),
    unknown: n('unknown'),
    pending: n('pending'),
  };
}

/** Every recipient's outcome, in list order, a page at a time (keyset on id). */
export function outcomesAfter(db: Executor, campaignId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(campaignShippings)
    .where(
      and(eq(campaignShippings.campaignId, campaignId), sql`${campaignShippings.id} > ${afterId}`),
    )
    .orderBy(asc(campaignShippings.id))
    .limit(limit);
}
