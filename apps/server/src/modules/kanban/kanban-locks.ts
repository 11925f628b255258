import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import * as cards from './kanban-cards.repo';
import * as lanes from './kanban-lanes.repo';
import { cardNotFound } from './kanban-refs';

/** The card moved to a lane we had not locked between our read and our lock: start again. */
class LaneChanged extends Error {}
const ATTEMPTS = 5;

/**
 * Runs `work` in one transaction holding the locks of the card's lane and of `extraLanes`
 * (in id order). The card is read again under the locks, so its lane and position are
 * current: whoever changes them holds the same lock (docs/decisions/0085).
 */
export async function withLaneLocks(
  ctx: Ctx,
  cardId: number,
  extraLanes: number[],
  work: (tx: Executor, card: cards.CardRow, locked: Set<number>) => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    const before = await cards.findCard(ctx.db, ctx.companyId, cardId);
    if (!before) throw cardNotFound();
    try {
      await ctx.db.transaction(async (tx) => {
        const locked = await lanes.lockLanes(tx, ctx.companyId, [before.laneId, ...extraLanes]);
        const card = await cards.findCard(tx, ctx.companyId, cardId);
        if (!card) throw cardNotFound();
        if (!locked.has(card.laneId)) throw new LaneChanged();
        await work(tx, card, locked);
      });
      return;
    } catch (err) {
      if (!(err instanceof LaneChanged) || attempt >= ATTEMPTS) throw err;
    }
  }
}
