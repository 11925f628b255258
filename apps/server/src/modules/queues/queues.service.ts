import {
  defaultWeek,
  isAdminProfile,
  QUEUE_MESSAGES,
  type QueueCreateData,
  type QueueDTO,
  type QueueUpdateData,
  type WeeklyHoursEntry,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, forbidden, invalid, notFound } from '../../http/app-error';
import { findCompany } from '../companies/companies.repo';
import { findPlan } from '../plans/plans.repo';
import { checkEngineRefs } from '../bot/engine-refs';
import * as repo from './queues.repo';

export const queueNotFound = () => notFound('ERR_NOT_FOUND', QUEUE_MESSAGES.notFound);

export function toQueueDTO(q: repo.QueueRow): QueueDTO {
  return {
    id: q.id,
    name: q.name,
    color: q.color,
    orderQueue: q.orderQueue,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    integrationId: q.integrationId,
    promptId: q.promptId,
    schedules: q.schedules as WeeklyHoursEntry[],
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** Spec 2 §1: company admins manage queues; everyone reads them (selects, filters, chips). */
function requireAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

export async function listCompanyQueues(ctx: Ctx): Promise<QueueDTO[]> {
  const rows = await repo.listQueues(ctx.db, ctx.companyId);
  return rows.map(toQueueDTO);
}

export async function getQueue(ctx: Ctx, id: number): Promise<QueueDTO> {
  const row = await repo.findQueue(ctx.db, ctx.companyId, id);
  if (!row) throw queueNotFound();
  return toQueueDTO(row);
}

/** Name and colour are unique in the company, ignoring case. */
async function checkUnique(
  db: Executor,
  companyId: number,
  input: { name?: string; color?: string },
  exceptId?: number,
) {
  if (
    input.name !== undefined &&
    (await repo.findQueueByName(db, companyId, input.name, exceptId))
  ) {
    throw new AppError('ERR_QUEUE_NAME_ALREADY_EXISTS', 400, QUEUE_MESSAGES.duplicateName, {
      name: QUEUE_MESSAGES.duplicateName,
    });
  }
  if (
    input.color !== undefined &&
    (await repo.findQueueByColor(db, companyId, input.color, exceptId))
  ) {
    throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', 400, QUEUE_MESSAGES.duplicateColor, {
      color: QUEUE_MESSAGES.duplicateColor,
    });
  }
}

/**
 * Spec 2 §5: with more than one queue the bot greets before its menu, so the greeting written
 * must not be blank once the company has another queue (docs/decisions/0124).
 */
async function checkGreeting(
  db: Executor,
  companyId: number,
  greeting: string | undefined,
  exceptId?: number,
) {
  if (greeting === undefined || greeting.trim() !== '') return;
  const others = (await repo.countQueues(db, companyId)) - (exceptId === undefined ? 0 : 1);
  if (others > 0) throw invalid({ greetingMessage: QUEUE_MESSAGES.greetingRequired });
}

/** The plan's `queues` is the most a company may have (0: none), as for users and connections. */
async function checkPlanLimit(db: Executor, companyId: number) {
  const company = await findCompany(db, companyId);
  const plan = company && (await findPlan(db, company.planId));
  if (plan && (await repo.countQueues(db, companyId)) >= plan.queues) {
    throw new AppError(
      'ERR_PLAN_LIMIT_QUEUES',
      400,
      `O plano ${plan.name} permite no máximo ${plan.queues} fila(s)`,
    );
  }
}

/** Empty or absent hours are the spec's default week (docs/decisions/0038). */
const weekOrDefault = (schedules: WeeklyHoursEntry[] | undefined) =>
  schedules?.length ? schedules : defaultWeek();

export async function createQueue(ctx: Ctx, input: QueueCreateData): Promise<QueueDTO> {
  requireAdmin(ctx);
  await checkEngineRefs(ctx, input);
  const queue = await ctx.db.transaction(async (tx) => {
    await repo.lockQueueWrites(tx, ctx.companyId);
    await checkPlanLimit(tx, ctx.companyId);
    await checkUnique(tx, ctx.companyId, input);
    await checkGreeting(tx, ctx.companyId, input.greetingMessage ?? '');
    const row = await repo.insertQueue(tx, ctx.companyId, {
      name: input.name,
      color: input.color,
      orderQueue: input.orderQueue ?? null,
      greetingMessage: input.greetingMessage ?? '',
      outOfHoursMessage: input.outOfHoursMessage ?? '',
      integrationId: input.integrationId ?? null,
      promptId: input.promptId ?? null,
      schedules: weekOrDefault(input.schedules),
    });
    return toQueueDTO(row);
  });
  ctx.events.emit({ type: 'queue.created', companyId: ctx.companyId, queue });
  return queue;
}

export async function updateQueue(ctx: Ctx, id: number, input: QueueUpdateData): Promise<QueueDTO> {
  requireAdmin(ctx);
  await checkEngineRefs(ctx, input);
  const queue = await ctx.db.transaction(async (tx) => {
    await repo.lockQueueWrites(tx, ctx.companyId);
    if (!(await repo.findQueue(tx, ctx.companyId, id))) throw queueNotFound();
    await checkUnique(tx, ctx.companyId, input, id);
    // left out, the stored greeting stays and is not judged here
    await checkGreeting(tx, ctx.companyId, input.greetingMessage, id);
    const row = await repo.updateQueue(tx, ctx.companyId, id, {
      name: input.name,
      color: input.color,
      orderQueue: input.orderQueue,
      greetingMessage: input.greetingMessage,
      outOfHoursMessage: input.outOfHoursMessage,
      integrationId: input.integrationId,
      promptId: input.promptId,
      schedules: input.schedules && weekOrDefault(input.schedules),
    });
    return toQueueDTO(row);
  });
  ctx.events.emit({ type: 'queue.updated', companyId: ctx.companyId, queue });
  return queue;
}

/** Its tickets stay, without a queue; its option tree goes with it. */
export async function deleteQueue(ctx: Ctx, id: number) {
  requireAdmin(ctx);
  const deleted = await ctx.db.transaction((tx) => repo.deleteQueue(tx, ctx.companyId, id));
  if (!deleted) throw queueNotFound();
  ctx.events.emit({ type: 'queue.deleted', companyId: ctx.companyId, queueId: id });
}
