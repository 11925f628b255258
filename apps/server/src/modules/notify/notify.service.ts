import {
  isAdminProfile,
  NOTIFY_MESSAGES,
  type NotifyDTO,
  type NotifyUserData,
  type NotifyUserDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import type { WeeklyHours } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { findUser } from '../users/users.repo';
import * as repo from './notify.repo';

const recipientNotFound = () => notFound('ERR_NOT_FOUND', NOTIFY_MESSAGES.notFound);

/** Notification recipients are company administration (docs/decisions/0045). */
function requireAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

/** The user must be one of this company's (404 otherwise) and not yet a recipient. */
async function checkUser(db: Executor, companyId: number, userId: number, exceptId?: number) {
  if (!(await findUser(db, companyId, userId))) {
    throw notFound('ERR_NO_USER_FOUND', 'Usuário não encontrado');
  }
  const taken = await repo.findRecipientOfUser(db, companyId, userId);
  if (taken && taken.id !== exceptId) throw invalid({ userId: NOTIFY_MESSAGES.userTaken });
}

export async function getNotify(ctx: Ctx): Promise<NotifyDTO> {
  requireAdmin(ctx);
  const [users, schedules] = await Promise.all([
    repo.listRecipients(ctx.db, ctx.companyId),
    repo.findNotifySchedules(ctx.db, ctx.companyId),
  ]);
  return { users, schedules };
}

export async function createRecipient(ctx: Ctx, input: NotifyUserData): Promise<NotifyUserDTO> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkUser(tx, ctx.companyId, input.userId);
    const row = await repo.insertRecipient(tx, ctx.companyId, {
      userId: input.userId,
      whatsappNumber: input.whatsappNumber,
      active: input.isActive,
    });
    return (await repo.findRecipient(tx, ctx.companyId, row.id))!;
  });
}

export async function updateRecipient(
  ctx: Ctx,
  id: number,
  input: NotifyUserData,
): Promise<NotifyUserDTO> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.findRecipient(tx, ctx.companyId, id))) throw recipientNotFound();
    await checkUser(tx, ctx.companyId, input.userId, id);
    await repo.updateRecipient(tx, ctx.companyId, id, {
      userId: input.userId,
      whatsappNumber: input.whatsappNumber,
      active: input.isActive,
    });
    return (await repo.findRecipient(tx, ctx.companyId, id))!;
  });
}

export async function deleteRecipient(ctx: Ctx, id: number) {
  requireAdmin(ctx);
  if (!(await repo.deleteRecipient(ctx.db, ctx.companyId, id))) throw recipientNotFound();
}

/** POST and PUT /notify/time/ both replace the week (the spec's client picks one or the other). */
export async function saveNotifyHours(ctx: Ctx, schedules: WeeklyHours[]) {
  requireAdmin(ctx);
  await repo.saveNotifySchedules(ctx.db, ctx.companyId, schedules);
  return { schedules };
}
