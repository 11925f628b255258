import {
  can,
  isAdminProfile,
  PAGE_SIZE,
  type UserCreateData,
  type UserDTO,
  type UserUpdateData,
  V,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, forbidden, invalid, notFound } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { findCompany } from '../companies/companies.repo';
import { findPlan } from '../plans/plans.repo';
import { handBackTicketsOf } from '../tickets/hand-back';
import { checkedQueueIds } from '../queues/queue-ownership';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';
import { toUserDTO } from './user-dto';
import * as repo from './users.repo';

const userNotFound = () => notFound('ERR_NO_USER_FOUND', 'Usuário não encontrado');

export async function loadUserDTO(db: Executor, companyId: number, id: number) {
  const row = await repo.findUser(db, companyId, id);
  if (!row) return undefined;
  const queues = await repo.queuesOfUsers(db, companyId, [id]);
  return toUserDTO(row, queues.get(id) ?? []);
}

async function toDTOs(db: Executor, companyId: number, rows: repo.UserRow[]) {
  const queues = await repo.queuesOfUsers(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUserDTO(r, queues.get(r.id) ?? []));
}

function requireAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

export async function listUsersPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  requireAdmin(ctx);
  const page = await repo.listUsers(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
  });
  return {
    users: await toDTOs(ctx.db, ctx.companyId, page.rows),
    hasMore: page.hasMore,
    count: page.total,
  };
}

/** Every colleague (for pickers such as transfer and chat): any user of the company. */
export async function listAllUsers(ctx: Ctx) {
  return toDTOs(ctx.db, ctx.companyId, await repo.listAllUsers(ctx.db, ctx.companyId));
}

export async function getUser(ctx: Ctx, id: number) {
  if (id !== ctx.user.id) requireAdmin(ctx);
  const dto = await loadUserDTO(ctx.db, ctx.companyId, id);
  if (!dto) throw userNotFound();
  return dto;
}

async function ensureEmailFree(db: Executor, email: string, exceptId?: number) {
  const other = await repo.findUserByEmail(db, email);
  if (other && other.id !== exceptId) {
    throw new AppError('ERR_EMAIL_IN_USE', 400, 'Já existe um usuário com este e-mail', {
      email: 'Já existe um usuário com este e-mail',
    });
  }
}

/** Who changes their own password or e-mail proves it with the current password. */
async function checkCurrentPassword(hash: string, presented: string | undefined) {
  if (!presented) throw invalid({ currentPassword: V.required });
  if (!(await verifyPassword(presented, hash))) {
    throw invalid({ currentPassword: V.wrongCurrentPassword });
  }
}

/** A user's default connection must be one of the company's connections. */
async function checkWhatsapp(
  db: Executor,
  companyId: number,
  whatsappId: number | null | undefined,
) {
  if (whatsappId && !(await findWhatsapp(db, companyId, whatsappId))) {
    throw invalid({ whatsappId: 'Conexão não encontrada' });
  }
}

export async function createUser(ctx: Ctx, input: UserCreateData): Promise<UserDTO> {
  if (!can(ctx.user.profile, 'user-modal:editProfile')) throw forbidden();
  const dto = await ctx.db.transaction(async (tx) => {
    const company = await findCompany(tx, ctx.companyId);
    const plan = company && (await findPlan(tx, company.planId));
    if (plan && (await repo.countUsers(tx, ctx.companyId)) >= plan.users) {
      throw new AppError(
        'ERR_PLAN_LIMIT_USERS',
        400,
        `O plano ${plan.name} permite no máximo ${plan.users} usuário(s)`,
      );
    }
    await ensureEmailFree(tx, input.email);
    await checkWhatsapp(tx, ctx.companyId, input.whatsappId);
    const queueIds = await checkedQueueIds(tx, ctx.companyId, input.queueIds);
    const row = await repo.insertUser(tx, ctx.companyId, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      profile: input.profile,
      number: input.number ?? null,
      whatsappId: input.whatsappId ?? null,
      allTicket: input.allTicket,
    });
    await repo.replaceUserQueues(tx, ctx.companyId, row.id, queueIds);
    return (await loadUserDTO(tx, ctx.companyId, row.id))!;
  });
  ctx.events.emit({ type: 'user.created', companyId: ctx.companyId, user: dto });
  return dto;
}

export async function updateUser(ctx: Ctx, id: number, input: UserUpdateData): Promise<UserDTO> {
  const isSelf = id === ctx.user.id;
  if (!isSelf) requireAdmin(ctx);
  const dto = await ctx.db.transaction(async (tx) => {
    const current = await repo.findUser(tx, ctx.companyId, id);
    if (!current) throw userNotFound();
    const currentQueues = (await repo.queuesOfUsers(tx, ctx.companyId, [id])).get(id) ?? [];
    const profileChanges = input.profile !== undefined && input.profile !== current.profile;
    const queuesChange =
      input.queueIds !== undefined &&
      [...new Set(input.queueIds)].sort().join() !==
        currentQueues
          .map((q) => q.id)
          .sort()
          .join();
    const allTicketChanges = input.allTicket !== undefined && input.allTicket !== current.allTicket;
    const emailChanges = input.email !== undefined && input.email !== current.email.toLowerCase();
    if (isSelf && (input.password || emailChanges)) {
      await checkCurrentPassword(current.passwordHash, input.currentPassword);
    }
    if (profileChanges && !can(ctx.user.profile, 'user-modal:editProfile')) throw forbidden();
    if ((queuesChange || allTicketChanges) && !can(ctx.user.profile, 'user-modal:editQueues')) {
      throw forbidden();
    }
    if (profileChanges && isAdminProfile(current.profile) && !isAdminProfile(input.profile)) {
      if ((await repo.countAdmins(tx, ctx.companyId)) <= 1) {
        throw new AppError(
          'ERR_LAST_ADMIN',
          400,
          'A empresa precisa de pelo menos um administrador',
          {
            profile: 'A empresa precisa de pelo menos um administrador',
          },
        );
      }
    }
    if (input.email !== undefined) await ensureEmailFree(tx, input.email, id);
    await checkWhatsapp(tx, ctx.companyId, input.whatsappId);
    const patch: Partial<repo.NewUser> = {
      name: input.name,
      email: input.email,
      number: input.number,
      whatsappId: input.whatsappId,
      profile: profileChanges ? input.profile : undefined,
      allTicket: allTicketChanges ? input.allTicket : undefined,
    };
    if (input.password) patch.passwordHash = await hashPassword(input.password);
    await repo.updateUser(tx, ctx.companyId, id, patch);
    if (queuesChange) {
      await repo.replaceUserQueues(
        tx,
        ctx.companyId,
        id,
        await checkedQueueIds(tx, ctx.companyId, input.queueIds!),
      );
    }
    return (await loadUserDTO(tx, ctx.companyId, id))!;
  });
  ctx.events.emit({ type: 'user.updated', companyId: ctx.companyId, user: dto });
  if (input.password) {
    // a new password ends every other session of that user (the author's own one stays)
    await endUserSessions(ctx, ctx.companyId, id, isSelf ? { keep: ctx.user.sessionId } : {});
  }
  return dto;
}

export async function deleteUser(ctx: Ctx, id: number) {
  requireAdmin(ctx);
  if (id === ctx.user.id) {
    throw new AppError('ERR_CANNOT_DELETE_SELF', 400, 'Você não pode excluir o próprio usuário');
  }
  const tellTheLists = await ctx.db.transaction(async (tx) => {
    const current = await repo.findUser(tx, ctx.companyId, id);
    if (!current) throw userNotFound();
    if (isAdminProfile(current.profile) && (await repo.countAdmins(tx, ctx.companyId)) <= 1) {
      throw new AppError('ERR_LAST_ADMIN', 400, 'A empresa precisa de pelo menos um administrador');
    }
    const handedBack = await handBackTicketsOf({ ...ctx, db: tx }, id);
    await repo.deleteUser(tx, ctx.companyId, id);
    return handedBack;
  });
  await tellTheLists(ctx);
  ctx.events.emit({ type: 'user.deleted', companyId: ctx.companyId, userId: id });
  await endUserSessions(ctx, ctx.companyId, id);
}
