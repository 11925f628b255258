import { and, asc, eq, getTableColumns, gte, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kanbanCards } from '../../db/schema';
import { intArray } from './kanban-lanes.repo';

export type CardRow = typeof kanbanCards.$inferSelect;

/** Who is looking at the board (docs/decisions/0086). */
export interface CardViewer {
  companyId: number;
  userId: number;
  admin: boolean;
  queueIds: number[];
}

export interface CardFilters {
  queueIds?: number[];
  tagId?: number;
  contactId?: number;
}

const linked = (table: string, column: string, values: SQL) =>
  sql`exists (select 1 from ${sql.identifier(table)} k where k.card_id = ${kanbanCards.id}
    and k.${sql.identifier(column)} = any(${values}))`;

/** Admins see every card; the others those of their queues and those assigned to them. */
export function visibleTo(v: CardViewer): SQL | undefined {
  if (v.admin) return undefined;
  return sql`(${linked('kanban_card_queues', 'queue_id', intArray(v.queueIds))}
    or ${linked('kanban_card_users', 'user_id', intArray([v.userId]))})`;
}

/** The filters only narrow what visibleTo lets through. */
function filtered(f: CardFilters): SQL[] {
  const out: SQL[] = [];
  if (f.queueIds) out.push(linked('kanban_card_queues', 'queue_id', intArray(f.queueIds)));
  if (f.tagId) out.push(linked('kanban_card_tags', 'tag_id', intArray([f.tagId])));
  if (f.contactId) out.push(linked('kanban_card_contacts', 'contact_id', intArray([f.contactId])));
  return out;
}

/**
 * The board's cards in lane and position order, each lane's first `perLane` and the board's
 * first `perBoard` ranked lane by lane (every lane's first card before any lane's second), each
 * with how many cards its lane holds for this viewer and filters.
 */
export async function listCards(
  db: Executor,
  v: CardViewer,
  f: CardFilters,
  { perLane, perBoard }: { perLane: number; perBoard: number },
) {
  const ranked = db
    .select({
      ...getTableColumns(kanbanCards),
      rank: sql<number>`row_number() over (partition by ${kanbanCards.laneId}
        order by ${kanbanCards.position}, ${kanbanCards.id})`.as('rank'),
      laneTotal: sql<number>`count(*) over (partition by ${kanbanCards.laneId})`.as('lane_total'),
    })
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, v.companyId), visibleTo(v), ...filtered(f)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perLane))
    .orderBy(asc(ranked.rank), asc(ranked.laneId))
    .limit(perBoard);
  return rows
    .map(({ rank: _rank, laneTotal, ...card }) => ({ card, laneTotal: Number(laneTotal) }))
    .sort(
      (a, b) =>
        a.card.laneId - b.card.laneId || a.card.position - b.card.position || a.card.id - b.card.id,
    );
}

export async function findCard(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.id, id)))
    .limit(1);
  return row;
}

export async function findVisibleCard(db: Executor, v: CardViewer, id: number) {
  const [row] = await db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, v.companyId), eq(kanbanCards.id, id), visibleTo(v)))
    .limit(1);
  return row;
}

/** How many cards a lane holds, the moving card aside. */
export async function countCards(db: Executor, companyId: number, laneId: number, except = 0) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kanbanCards)
    .where(
      and(
        eq(kanbanCards.companyId, companyId),
        eq(kanbanCards.laneId, laneId),
        ne(kanbanCards.id, except),
      ),
    );
  return row?.n ?? 0;
}

/** Opens a gap at `from` (delta +1) or closes the one after `from` (delta -1). */
export async function shiftCards(
  tx: Executor,
  companyId: number,
  laneId: number,
  from: number,
  delta: 1 | -1,
) {
  await tx
    .update(kanbanCards)
    .set({ position: sql`${kanbanCards.position} + ${delta}` })
    .where(
      and(
        eq(kanbanCards.companyId, companyId),
        eq(kanbanCards.laneId, laneId),
        delta === 1 ? gte(kanbanCards.position, from) : gt(kanbanCards.position, from),
      ),
    );
}

export async function insertCard(
  tx: Executor,
  data: {
    companyId: number;
    laneId: number;
    title: string;
    description: string;
    position: number;
    createdAt: Date;
    updatedAt: Date;
  },
) {
  const [row] = await tx.insert(kanbanCards).values(data).returning();
  return row!;
}

export async function updateCard(
  tx: Executor,
  companyId: number,
  id: number,
  patch: Partial<Pick<CardRow, 'title' | 'description' | 'laneId' | 'position'>>,
  now: Date,
) {
  const [row] = await tx
    .update(kanbanCards)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.id, id)))
    .returning();
  return row;
}

export async function deleteCard(tx: Executor, companyId: number, id: number) {
  const rows = await tx
    .delete(kanbanCards)
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.id, id)))
    .returning({ id: kanbanCards.id });
  return rows.length > 0;
}
