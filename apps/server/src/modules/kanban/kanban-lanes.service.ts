import {
  KANBAN_LANE_DEFAULT_COLOR,
  KANBAN_MAX,
  KANBAN_MESSAGES,
  kanbanLaneFallbackName,
  type KanbanLaneCreateData,
  type KanbanLaneDTO,
  type KanbanLaneUpdateData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, invalid } from '../../http/app-error';
import { toLaneDTO } from './kanban.dto';
import * as lanes from './kanban-lanes.repo';
import { refNotFound } from './kanban-refs';

const laneNotFound = () => refNotFound('id', KANBAN_MESSAGES.laneNotFound);

function announce(ctx: Ctx, action: 'create' | 'update', row: lanes.LaneRow): KanbanLaneDTO {
  const lane = toLaneDTO(row);
  ctx.events.emit({ type: 'kanban.lane', companyId: ctx.companyId, action, lane });
  return lane;
}

/** POST /kanban/lane: appended at the end; a blank name becomes 'Quadro {n}'. */
export async function createLane(ctx: Ctx, input: KanbanLaneCreateData) {
  const row = await ctx.db.transaction(async (tx) => {
    const all = await lanes.lockAllLanes(tx, ctx.companyId);
    if (all.length >= KANBAN_MAX.lanes) throw invalid({ name: `máximo de ${KANBAN_MAX.lanes}` });
    return lanes.insertLane(tx, {
      companyId: ctx.companyId,
      name: input.name?.trim() || kanbanLaneFallbackName(all.length + 1),
      color: input.color ?? KANBAN_LANE_DEFAULT_COLOR,
      position: all.length,
    });
  });
  return announce(ctx, 'create', row);
}

/** PUT /kanban/lane/{id}: name, colour or position (the others' positions follow). */
export async function updateLane(ctx: Ctx, id: number, input: KanbanLaneUpdateData) {
  const { position, ...patch } = input;
  const row = await ctx.db.transaction(async (tx) => {
    if (position !== undefined) {
      const all = await lanes.lockAllLanes(tx, ctx.companyId);
      const ordered = [...all].sort((a, b) => a.position - b.position || a.id - b.id);
      const from = ordered.findIndex((l) => l.id === id);
      if (from < 0) throw laneNotFound();
      const [moving] = ordered.splice(from, 1);
      ordered.splice(Math.min(position, ordered.length), 0, moving!);
      await lanes.setLaneOrder(
        tx,
        ctx.companyId,
        ordered.map((l) => l.id),
      );
    }
    const updated = await lanes.updateLane(tx, ctx.companyId, id, patch, ctx.clock.now());
    if (!updated) throw laneNotFound();
    return updated;
  });
  return announce(ctx, 'update', row);
}

/** DELETE /kanban/lane/{id}: only an empty lane goes (docs/decisions/0087). */
export async function deleteLane(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const all = await lanes.lockAllLanes(tx, ctx.companyId);
    if (!all.some((l) => l.id === id)) throw laneNotFound();
    if (await lanes.laneHasCards(tx, ctx.companyId, id)) {
      throw new AppError('ERR_KANBAN_LANE_NOT_EMPTY', 409, KANBAN_MESSAGES.laneNotEmpty);
    }
    await lanes.deleteLane(tx, ctx.companyId, id);
    const rest = all
      .filter((l) => l.id !== id)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    await lanes.setLaneOrder(
      tx,
      ctx.companyId,
      rest.map((l) => l.id),
    );
  });
  ctx.events.emit({ type: 'kanban.laneDeleted', companyId: ctx.companyId, laneId: id });
}
