import type { Ctx } from '../../context';
import { AppError } from '../../http/app-error';
import { listAllUsers } from '../users/users.repo';
import { listWhatsapps } from '../whatsapps/whatsapps.repo';
import { deleteCompanyRow, isPlatformCompany } from './companies-admin.repo';
import { findCompany } from './companies.repo';
import { companyNotFound, requireSuper } from './companies-admin.service';

const platformCompany = () =>
  new AppError(
    'ERR_PLATFORM_COMPANY',
    400,
    'A empresa da plataforma (a dos super administradores) não pode ser excluída',
  );

/**
 * DELETE /companies/{id} (docs/decisions/0054-company-administration.md): the company's
 * connections are logged out, then all of its rows go in one transaction (every tenant table
 * cascades from companies), then its media folder, then its users' sockets are told their
 * session ended. Nothing of another company is reachable: rows by the foreign key, files by the
 * company's own folder. The platform company cannot be deleted.
 */
export async function deleteCompany(ctx: Ctx, id: number): Promise<void> {
  requireSuper(ctx);
  if (!(await findCompany(ctx.db, id))) throw companyNotFound();
  if (await isPlatformCompany(ctx.db, id)) throw platformCompany();
  for (const conn of await listWhatsapps(ctx.db, id)) {
    try {
      // logged out, so the phones drop the linked device along with the company
      await ctx.channels.get(conn.provider).logout({ id: conn.id, companyId: id, name: conn.name });
    } catch (err) {
      ctx.log.warn({ err, whatsappId: conn.id }, 'ending a deleted company connection failed');
    }
  }
  const users = await ctx.db.transaction(async (tx) => {
    // a super user may have been moved in since the check: decided again inside the transaction
    if (await isPlatformCompany(tx, id)) throw platformCompany();
    const members = await listAllUsers(tx, id);
    if (!(await deleteCompanyRow(tx, id))) throw companyNotFound();
    return members;
  });
  try {
    await ctx.media.removeCompany(id);
  } catch (err) {
    // the rows are gone; the folder (company-{id}, never reused) is reported for removal by hand
    ctx.log.error({ err, companyId: id }, 'removing a deleted company media folder failed');
  }
  for (const user of users) {
    ctx.events.emit({ type: 'auth.sessionEnded', companyId: id, userId: user.id });
  }
}
