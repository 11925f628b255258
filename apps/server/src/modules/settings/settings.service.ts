import { isAdminProfile } from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden } from '../../http/app-error';
import { listSettings, upsertSettings } from '../companies/companies.repo';
import { withDefaultSettings } from '../companies/company-dto';

export async function listCompanySettings(ctx: Ctx) {
  return withDefaultSettings(await listSettings(ctx.db, ctx.companyId));
}

/** Admins change their company's settings; the change reaches every open browser. */
export async function updateSetting(ctx: Ctx, key: string, value: string) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
  await upsertSettings(ctx.db, ctx.companyId, [{ key, value }]);
  ctx.events.emit({ type: 'setting.updated', companyId: ctx.companyId, key, value });
  return { key, value };
}
