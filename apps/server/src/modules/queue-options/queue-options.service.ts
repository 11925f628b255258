import {
  isAdminProfile,
  QUEUE_OPTION_MESSAGES as M,
  QUEUE_OPTIONS_MAX,
  QUEUE_OPTIONS_MAX_DEPTH,
  type QueueOptionCreateData,
  type QueueOptionDTO,
  type QueueOptionUpdateData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { checkQueueId } from '../queues/queue-ownership';
import { findQueue, lockQueue } from '../queues/queues.repo';
import { queueNotFound } from '../queues/queues.service';
import { depthOf, endsMenu, freeNumber, optionTree, type OptionNode } from './queue-option-tree';
import * as repo from './queue-options.repo';

const optionNotFound = () => notFound('ERR_NOT_FOUND', M.notFound);

function requireAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

/** GET /queue-options: one level of a queue's menu (null: the roots), each with its subtree. */
export async function listQueueOptions(
  ctx: Ctx,
  q: { queueId: number; parentId?: number | null },
): Promise<QueueOptionDTO[]> {
  if (!(await findQueue(ctx.db, ctx.companyId, q.queueId))) throw queueNotFound();
  const rows = await repo.listQueueOptions(ctx.db, ctx.companyId, q.queueId);
  const parentId = q.parentId ?? null;
  if (parentId !== null && !rows.some((r) => r.id === parentId)) throw optionNotFound();
  return optionTree(rows, parentId);
}

/** The option's action: a queue of this company other than its own, or a human, not both. */
async function checkAction(
  db: Executor,
  companyId: number,
  queueId: number,
  next: { forwardQueueId: number | null; humanHandover: boolean },
) {
  if (next.forwardQueueId !== null && next.humanHandover) {
    throw invalid({ humanHandover: M.forwardOrHandover });
  }
  if (next.forwardQueueId === queueId) throw invalid({ forwardQueueId: M.forwardToItself });
  await checkQueueId(db, companyId, next.forwardQueueId, 'forwardQueueId');
}

function checkNumberFree(siblings: OptionNode[], option: number, selfId?: number) {
  if (siblings.some((s) => s.option === option && s.id !== selfId)) {
    throw invalid({ option: M.duplicateOption });
  }
}

/** The queue's menu, read with the queue locked: its tree changes one writer at a time. */
async function lockedMenu(tx: Executor, companyId: number, queueId: number) {
  if (!(await lockQueue(tx, companyId, queueId))) return undefined;
  return repo.listQueueOptions(tx, companyId, queueId);
}

export async function createQueueOption(
  ctx: Ctx,
  input: QueueOptionCreateData,
): Promise<QueueOptionDTO> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockedMenu(tx, ctx.companyId, input.queueId);
    if (!rows) throw queueNotFound();
    if (rows.length >= QUEUE_OPTIONS_MAX) throw invalid({ queueId: M.tooMany });
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const parent = rows.find((r) => r.id === parentId);
      if (!parent) throw invalid({ parentId: M.parentNotFound });
      if (endsMenu(parent)) throw invalid({ parentId: M.childOfAction });
      if (depthOf(rows, parentId) >= QUEUE_OPTIONS_MAX_DEPTH) {
        throw invalid({ parentId: M.tooDeep });
      }
    }
    const siblings = rows.filter((r) => r.parentId === parentId);
    const option = input.option ?? freeNumber(siblings);
    if (option === undefined) throw invalid({ option: M.levelFull });
    checkNumberFree(siblings, option);
    const action = {
      forwardQueueId: input.forwardQueueId ?? null,
      humanHandover: input.humanHandover ?? false,
    };
    await checkAction(tx, ctx.companyId, input.queueId, action);
    const row = await repo.insertQueueOption(tx, ctx.companyId, {
      queueId: input.queueId,
      parentId,
      option,
      title: input.title,
      message: input.message ?? '',
      ...action,
    });
    return optionTree([row], parentId)[0];
  });
}

/** PUT /queue-options/{id}: answers the option with its subtree. */
export async function updateQueueOption(
  ctx: Ctx,
  id: number,
  input: QueueOptionUpdateData,
): Promise<QueueOptionDTO> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findQueueOption(tx, ctx.companyId, id);
    if (!current) throw optionNotFound();
    const rows = await lockedMenu(tx, ctx.companyId, current.queueId);
    if (!rows) throw optionNotFound();
    if (input.option !== undefined) {
      checkNumberFree(
        rows.filter((r) => r.parentId === current.parentId),
        input.option,
        id,
      );
    }
    const action = {
      forwardQueueId:
        input.forwardQueueId === undefined ? current.forwardQueueId : input.forwardQueueId,
      humanHandover: input.humanHandover ?? current.humanHandover,
    };
    if (endsMenu(action) && rows.some((r) => r.parentId === id)) {
      throw invalid({
        [action.forwardQueueId !== null ? 'forwardQueueId' : 'humanHandover']: M.actionWithChildren,
      });
    }
    await checkAction(tx, ctx.companyId, current.queueId, action);
    const row = await repo.updateQueueOption(tx, ctx.companyId, id, {
      option: input.option,
      title: input.title,
      message: input.message,
      ...action,
    });
    const next = rows.map((r) => (r.id === id ? row : r));
    return optionTree(next, current.parentId).find((o) => o.id === id)!;
  });
}

/** DELETE /queue-options/{id}: the option and everything under it. */
export async function deleteQueueOption(ctx: Ctx, id: number) {
  requireAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findQueueOption(tx, ctx.companyId, id);
    if (!current) throw optionNotFound();
    await lockQueue(tx, ctx.companyId, current.queueId);
    if (!(await repo.deleteQueueOption(tx, ctx.companyId, id))) throw optionNotFound();
  });
}
