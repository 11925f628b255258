import type { UserDTO } from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { toUserDTO } from '../users/user-dto';
import { findUserByEmail, queuesOfUsers, updateUser } from '../users/users.repo';
import { findFirstUser } from './companies-admin.repo';
import { companyNotFound, requireSuper } from './companies-admin.service';
import { findCompany } from './companies.repo';

type CompanyUserData = { name: string; email: string; password?: string };

async function firstUserOf(ctx: Ctx, companyId: number) {
  requireSuper(ctx);
  if (!(await findCompany(ctx.db, companyId))) throw companyNotFound();
  const user = await findFirstUser(ctx.db, companyId);
  if (!user) throw notFound('ERR_NO_USER_FOUND', 'A empresa não tem usuários');
  return user;
}

/** GET /companies/{id}/user: the company's first user, for the Companies tab's user button. */
export async function getCompanyUser(ctx: Ctx, companyId: number): Promise<UserDTO> {
  const user = await firstUserOf(ctx, companyId);
  const queues = await queuesOfUsers(ctx.db, companyId, [user.id]);
  return toUserDTO(user, queues.get(user.id) ?? []);
}

/**
 * PUT /companies/{id}/user: a super user sets the first user's name, e-mail and (when given)
 * password, which ends that user's sessions, as any password change does.
 */
export async function updateCompanyUser(
  ctx: Ctx,
  companyId: number,
  input: CompanyUserData,
): Promise<UserDTO> {
  const user = await firstUserOf(ctx, companyId);
  const other = await findUserByEmail(ctx.db, input.email);
  if (other && other.id !== user.id) {
    throw new AppError('ERR_EMAIL_IN_USE', 400, 'Já existe um usuário com este e-mail', {
      email: 'Já existe um usuário com este e-mail',
    });
  }
  await updateUser(ctx.db, companyId, user.id, {
    name: input.name,
    email: input.email,
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  if (input.password) await endUserSessions(ctx, companyId, user.id);
  return getCompanyUser(ctx, companyId);
}
