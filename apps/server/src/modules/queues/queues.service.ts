import type { Ctx } from '../../context';
import { listQueues } from './queues.repo';

export async function listCompanyQueues(ctx: Ctx) {
  const rows = await listQueues(ctx.db, ctx.companyId);
  return rows.map((q) => ({
    id: q.id,
    name: q.name,
    color: q.color,
    orderQueue: q.orderQueue,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    integrationId: q.integrationId,
    promptId: q.promptId,
    schedules: q.schedules,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  }));
}
