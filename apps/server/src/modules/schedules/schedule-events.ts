import type { ScheduleDTO } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { toScheduleDTO } from './schedules.dto';
import * as repo from './schedules.repo';

/** Reads the schedule as it is now and tells the company's calendars; answers its DTO. */
export async function announceSchedule(
  ctx: Pick<SystemCtx, 'db' | 'events' | 'companyId'>,
  id: number,
  action: 'create' | 'update',
): Promise<ScheduleDTO | undefined> {
  const view = await repo.findView(ctx.db, ctx.companyId, id);
  if (!view) return undefined;
  const schedule = toScheduleDTO(view);
  ctx.events.emit({ type: 'schedule.saved', companyId: ctx.companyId, action, schedule });
  return schedule;
}
