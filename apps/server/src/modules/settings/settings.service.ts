import { isAdminProfile, isClientSetting, settingView } from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden } from '../../http/app-error';
import { listSettings, upsertSettings } from '../companies/companies.repo';
import { withDefaultSettings } from '../companies/company-dto';

/**
 * Admins see every setting, secrets only as set or not; other users only what the web app
 * needs (docs/decisions/0015-secret-settings.md).
 */
export async function listCompanySettings(ctx: Ctx) {
  const all = withDefaultSettings(await listSettings(ctx.db, ctx.companyId));
  const admin = isAdminProfile(ctx.user.profile);
  return all.filter((s) => admin || isClientSetting(s.key)).map(settingView);
}

/** Admins change their company's settings; the change reaches every open browser. */
export async function updateSetting(ctx: Ctx, key: string, value: string) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
  await upsertSettings(ctx.db, ctx.companyId, [{ key, value }]);
  const setting = settingView({ key, value });
  ctx.events.emit({ type: 'setting.updated', companyId: ctx.companyId, setting });
  return setting;
}
