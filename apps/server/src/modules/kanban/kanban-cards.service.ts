import {
  KANBAN_MESSAGES,
  type KanbanCardCreateData,
  type KanbanCardDTO,
  type KanbanCardUpdateData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { invalid } from '../../http/app-error';
import { toCardDTOs } from './kanban.dto';
import * as cards from './kanban-cards.repo';
import * as lanes from './kanban-lanes.repo';
import { LINK_KINDS, loadLinks, replaceLinks } from './kanban-links.repo';
import { withLaneLocks } from './kanban-locks';
import { assertRefs, cardNotFound, refNotFound, viewerOf } from './kanban-refs';

const laneField = () => refNotFound('laneId');

async function announce(ctx: Ctx, action: 'create' | 'update', id: number) {
  const row = await cards.findCard(ctx.db, ctx.companyId, id);
  if (!row) throw cardNotFound();
  const [card] = await toCardDTOs(ctx.db, ctx.companyId, [row]);
  ctx.events.emit({ type: 'kanban.card', companyId: ctx.companyId, action, card: card! });
  return card!;
}

async function writeLinks(
  tx: Executor,
  ctx: Ctx,
  cardId: number,
  input: Partial<Record<(typeof LINK_KINDS)[number], number[]>>,
) {
  for (const kind of LINK_KINDS) {
    const ids = input[kind];
    if (ids) await replaceLinks(tx, ctx.companyId, cardId, kind, ids);
  }
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/** POST /kanban: the card goes in at `position` (or last) and the lane's cards make room. */
export async function createCard(ctx: Ctx, input: KanbanCardCreateData): Promise<KanbanCardDTO> {
  await assertRefs(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const locked = await lanes.lockLanes(tx, ctx.companyId, [input.laneId]);
    if (!locked.has(input.laneId)) throw laneField();
    const count = await cards.countCards(tx, ctx.companyId, input.laneId);
    const position = clamp(input.position ?? count, count);
    await cards.shiftCards(tx, ctx.companyId, input.laneId, position, 1);
    const now = ctx.clock.now();
    const row = await cards.insertCard(tx, {
      companyId: ctx.companyId,
      laneId: input.laneId,
      title: input.title,
      description: input.description,
      position,
      createdAt: now,
      updatedAt: now,
    });
    await writeLinks(tx, ctx, row.id, input);
    return row.id;
  });
  return announce(ctx, 'create', id);
}

/** The card as the actor may see it, or 404 (another company's, or outside their queues). */
async function visibleCard(ctx: Ctx, id: number) {
  const row = await cards.findVisibleCard(ctx.db, viewerOf(ctx), id);
  if (!row) throw cardNotFound();
  return row;
}

/** After the change a card still has a queue or a user (spec 3 §5). */
async function assertQueueOrUser(ctx: Ctx, id: number, input: KanbanCardUpdateData) {
  if (!input.queues && !input.users) return;
  let queues = input.queues?.length ?? 0;
  let users = input.users?.length ?? 0;
  if (!input.queues || !input.users) {
    const links = await loadLinks(ctx.db, ctx.companyId, [id]);
    queues = input.queues ? queues : links.queues.length;
    users = input.users ? users : links.users.length;
  }
  if (queues + users === 0) throw invalid({ queues: KANBAN_MESSAGES.queueOrUser });
}

/**
 * PUT /kanban/{id}: a move (laneId and/or position) renumbers both lanes in one transaction
 * holding their locks, so concurrent moves serialise (docs/decisions/0085); the other fields
 * change only when sent. Nothing sent: the card as it is, and no event.
 */
export async function updateCard(ctx: Ctx, id: number, input: KanbanCardUpdateData) {
  const current = await visibleCard(ctx, id);
  const changes = Object.values(input).some((v) => v !== undefined);
  if (!changes) return (await toCardDTOs(ctx.db, ctx.companyId, [current]))[0]!;
  await assertRefs(ctx, input);
  await assertQueueOrUser(ctx, id, input);
  const moving = input.laneId !== undefined || input.position !== undefined;
  const target = input.laneId ?? current.laneId;
  await withLaneLocks(ctx, id, moving ? [target] : [], async (tx, card, locked) => {
    const patch: Parameters<typeof cards.updateCard>[3] = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (moving) {
      if (!locked.has(target)) throw laneField();
      const count = await cards.countCards(tx, ctx.companyId, target, card.id);
      const sameLane = target === card.laneId;
      const position = clamp(input.position ?? (sameLane ? card.position : count), count);
      if (!sameLane || position !== card.position) {
        await cards.shiftCards(tx, ctx.companyId, card.laneId, card.position, -1);
        await cards.shiftCards(tx, ctx.companyId, target, position, 1);
        patch.laneId = target;
        patch.position = position;
      }
    }
    await cards.updateCard(tx, ctx.companyId, card.id, patch, ctx.clock.now());
    await writeLinks(tx, ctx, card.id, input);
  });
  return announce(ctx, 'update', id);
}

/** DELETE /kanban/{id}: the lane's later cards move up one. */
export async function deleteCard(ctx: Ctx, id: number) {
  await visibleCard(ctx, id);
  await withLaneLocks(ctx, id, [], async (tx, card) => {
    await cards.deleteCard(tx, ctx.companyId, card.id);
    await cards.shiftCards(tx, ctx.companyId, card.laneId, card.position, -1);
  });
  ctx.events.emit({ type: 'kanban.cardDeleted', companyId: ctx.companyId, cardId: id });
}
