import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, contactLists, fileLists, tags, whatsapps } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
/** A campaign with the names its list shows (contact list, connection, tag). */
export type CampaignView = CampaignRow & {
  contactListName: string | null;
  whatsappName: string | null;
  tagName: string | null;
};

const view = {
  campaign: campaigns,
  contactListName: contactLists.name,
  whatsappName: whatsapps.name,
  tagName: tags.name,
};

function selectViews(db: Executor) {
  return db
    .select(view)
    .from(campaigns)
    .leftJoin(
      contactLists,
      and(
        eq(contactLists.companyId, campaigns.companyId),
        eq(contactLists.id, campaigns.contactListId),
      ),
    )
    .leftJoin(
      whatsapps,
      and(eq(whatsapps.companyId, campaigns.companyId), eq(whatsapps.id, campaigns.whatsappId)),
    )
    .leftJoin(tags, and(eq(tags.companyId, campaigns.companyId), eq(tags.id, campaigns.tagListId)));
}

const flatten = (r: {
  campaign: CampaignRow;
  contactListName: string | null;
  whatsappName: string | null;
  tagName: string | null;
}): CampaignView => ({
  ...r.campaign,
  contactListName: r.contactListName,
  whatsappName: r.whatsappName,
  tagName: r.tagName,
});

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`f_unaccent(lower(${campaigns.name})) like f_unaccent(lower(${likePattern(search)}))`;
}

/** Newest first (campaigns_company_created). */
export async function listPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await selectViews(db)
    .where(and(eq(campaigns.companyId, companyId), searchCondition(opts.search)))
    .orderBy(desc(campaigns.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit).map(flatten), hasMore: rows.length > opts.limit };
}

export async function findView(db: Executor, companyId: number, id: number) {
  const [row] = await selectViews(db)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)))
    .limit(1);
  return row && flatten(row);
}

export async function insert(db: Executor, data: NewCampaign) {
  const [row] = await db.insert(campaigns).values(data).returning({ id: campaigns.id });
  return row!.id;
}

/**
 * Changes a campaign only while it is in one of `from` (the status machine's guard, taken in
 * the same statement so two requests cannot both pass it); false when it was not.
 */
export async function updateIf(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<NewCampaign>,
  from?: readonly string[],
) {
  const rows = await db
    .update(campaigns)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(campaigns.companyId, companyId),
        eq(campaigns.id, id),
        from ? inArray(campaigns.status, [...from]) : undefined,
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

export async function remove(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Whether each referenced id is the company's own (false names a foreign or unknown one). */
export async function ownsReferences(
  db: Executor,
  companyId: number,
  ids: {
    whatsappId: number | null;
    contactListId: number | null;
    tagListId: number | null;
    fileListId: number | null;
  },
) {
  const exists = (
    table: typeof whatsapps | typeof contactLists | typeof tags | typeof fileLists,
    id: number | null,
  ) =>
    id === null
      ? Promise.resolve(true)
      : db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.companyId, companyId), eq(table.id, id)))
          .limit(1)
          .then((r) => r.length > 0);
  const [whatsappId, contactListId, tagListId, fileListId] = await Promise.all([
    exists(whatsapps, ids.whatsappId),
    exists(contactLists, ids.contactListId),
    exists(tags, ids.tagListId),
    exists(fileLists, ids.fileListId),
  ]);
  return { whatsappId, contactListId, tagListId, fileListId };
}

/** What a campaign draws on: deleting one of these while the campaign runs would break it. */
export type CampaignSource = 'contactListId' | 'tagListId' | 'fileListId' | 'whatsappId';

/** The name of a campaign still to send (PROGRAMADA, EM_ANDAMENTO) that draws on this record. */
export async function activeCampaignUsing(
  db: Executor,
  companyId: number,
  source: CampaignSource,
  id: number,
) {
  const [row] = await db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.companyId, companyId),
        inArray(campaigns.status, ['PROGRAMADA', 'EM_ANDAMENTO']),
        eq(campaigns[source], id),
      ),
    )
    .orderBy(campaigns.id)
    .limit(1);
  return row?.name;
}
