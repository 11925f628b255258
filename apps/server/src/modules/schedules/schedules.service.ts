import {
  SCHEDULE_MESSAGES,
  SCHEDULE_PAGE_SIZE,
  type ScheduleData,
  type ScheduleListQuery,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, invalid, notFound } from '../../http/app-error';
import { findContact } from '../contacts/contacts.repo';
import { findDefaultWhatsapp, findWhatsapp } from '../whatsapps/whatsapps.repo';
import { announceSchedule } from './schedule-events';
import { sendScheduleJob } from './schedule-send.job';
import { toScheduleDTO } from './schedules.dto';
import * as repo from './schedules.repo';

const scheduleNotFound = () => notFound('ERR_NOT_FOUND', SCHEDULE_MESSAGES.notFound);

export async function listPage(ctx: Ctx, q: ScheduleListQuery) {
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    contactId: q.contactId,
    start: q.start ? new Date(q.start) : undefined,
    end: q.end ? new Date(q.end) : undefined,
    limit: SCHEDULE_PAGE_SIZE,
    offset: (q.pageNumber - 1) * SCHEDULE_PAGE_SIZE,
  });
  return { schedules: rows.map(toScheduleDTO), hasMore };
}

async function viewOf(ctx: Ctx, id: number) {
  const view = await repo.findView(ctx.db, ctx.companyId, id);
  if (!view) throw scheduleNotFound();
  return view;
}

export async function getOne(ctx: Ctx, id: number) {
  return toScheduleDTO(await viewOf(ctx, id));
}

/** Refuses a change to a schedule being sent (AGENDADA) or already sent (ENVIADA). */
function assertChangeable(status: string) {
  if (status === 'AGENDADA') throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.sending);
  if (status === 'ENVIADA')
    throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.alreadySent);
}

/**
 * The references and time of a schedule, each checked against the caller's company: a
 * contact or connection of another company is "not found", as if it did not exist.
 */
async function resolve(ctx: Ctx, input: ScheduleData, hasMedia: boolean) {
  const sendAt = new Date(input.sendAt);
  if (sendAt.getTime() <= ctx.clock.now().getTime()) {
    throw invalid({ sendAt: SCHEDULE_MESSAGES.sendAtPast });
  }
  if (!input.body && !hasMedia) throw invalid({ body: SCHEDULE_MESSAGES.emptyMessage });
  const contact = await findContact(ctx.db, ctx.companyId, input.contactId);
  if (!contact) throw invalid({ contactId: SCHEDULE_MESSAGES.contactNotFound });
  const connection = input.whatsappId
    ? await findWhatsapp(ctx.db, ctx.companyId, input.whatsappId)
    : await findDefaultWhatsapp(ctx.db, ctx.companyId);
  if (!connection && input.whatsappId) {
    throw invalid({ whatsappId: SCHEDULE_MESSAGES.connectionNotFound });
  }
  if (!connection) {
    throw new AppError('ERR_NO_DEF_WAPP_FOUND', 400, SCHEDULE_MESSAGES.noDefaultConnection);
  }
  return { body: input.body, sendAt, contactId: contact.id, whatsappId: connection.id };
}

/**
 * The durable job that sends it at sendAt. Should enqueueing fail, the schedule is still saved
 * and the minute sweep sends it: the job only makes it punctual.
 */
async function enqueue(ctx: Ctx, id: number, sendAt: Date) {
  try {
    await ctx.jobs.send(
      sendScheduleJob,
      { companyId: ctx.companyId, scheduleId: id },
      { startAfter: sendAt },
    );
  } catch (err) {
    ctx.log.warn({ err, scheduleId: id }, 'schedule job not enqueued; the minute sweep sends it');
  }
}

export async function create(ctx: Ctx, input: ScheduleData) {
  const fields = await resolve(ctx, input, false);
  const row = await repo.insert(ctx.db, {
    ...fields,
    companyId: ctx.companyId,
    userId: ctx.user.id,
  });
  await enqueue(ctx, row.id, row.sendAt);
  return (await announceSchedule(ctx, row.id, 'create'))!;
}

/** A pending or failed schedule takes the new values and waits for its (new) time again. */
export async function update(ctx: Ctx, id: number, input: ScheduleData) {
  const { s } = await viewOf(ctx, id);
  assertChangeable(s.status);
  const fields = await resolve(ctx, input, !!s.mediaPath);
  const row = await repo.updateEditable(ctx.db, ctx.companyId, id, {
    ...fields,
    status: 'PENDENTE',
    error: null,
  });
  if (!row) throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.sending);
  await enqueue(ctx, id, row.sendAt);
  return (await announceSchedule(ctx, id, 'update'))!;
}

export async function remove(ctx: Ctx, id: number) {
  const { s } = await viewOf(ctx, id);
  if (s.status === 'AGENDADA') throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.sending);
  if (!(await repo.removeUnclaimed(ctx.db, ctx.companyId, id))) {
    throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.sending);
  }
  if (s.mediaPath) await ctx.media.remove(s.mediaPath);
  ctx.events.emit({ type: 'schedule.deleted', companyId: ctx.companyId, scheduleId: id });
}

/** Checked before an upload streams to storage, so nobody writes a file for nothing. */
export async function assertEditable(ctx: Ctx, id: number) {
  assertChangeable((await viewOf(ctx, id)).s.status);
}

/** Records an already saved file as the schedule's attachment (replacing any previous one). */
export async function attachMedia(ctx: Ctx, id: number, file: { path: string; name: string }) {
  const { s } = await viewOf(ctx, id);
  assertChangeable(s.status);
  const row = await repo.updateEditable(ctx.db, ctx.companyId, id, {
    mediaPath: file.path,
    mediaName: file.name,
  });
  if (!row) {
    await ctx.media.remove(file.path);
    throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.sending);
  }
  if (s.mediaPath && s.mediaPath !== file.path) await ctx.media.remove(s.mediaPath);
  return (await announceSchedule(ctx, id, 'update'))!;
}

export async function detachMedia(ctx: Ctx, id: number) {
  const { s } = await viewOf(ctx, id);
  assertChangeable(s.status);
  const row = await repo.updateEditable(ctx.db, ctx.companyId, id, {
    mediaPath: null,
    mediaName: null,
  });
  if (!row) throw new AppError('ERR_VALIDATION', 400, SCHEDULE_MESSAGES.sending);
  if (s.mediaPath) await ctx.media.remove(s.mediaPath);
  return (await announceSchedule(ctx, id, 'update'))!;
}

export async function media(ctx: Ctx, id: number) {
  const { s } = await viewOf(ctx, id);
  if (!s.mediaPath || !ctx.media.exists(s.mediaPath)) throw scheduleNotFound();
  return { stream: ctx.media.open(s.mediaPath), name: s.mediaName ?? 'arquivo' };
}
