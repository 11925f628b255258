import {
  isAdminProfile,
  isClientSetting,
  settingValueIssue,
  settingView,
  type SettingKey,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden, invalid } from '../../http/app-error';
import { listSettings, upsertSettings } from '../companies/companies.repo';
import { withDefaultSettings } from '../companies/company-dto';

/** Settings the platform's company form owns (spec 2 §3: campaigns are a super user's call). */
const SUPER_ONLY: readonly SettingKey[] = ['campaignsEnabled'];

/**
 * Admins see every setting, secrets only as set or not; other users only what the web app
 * needs (docs/decisions/0015-secret-settings.md).
 */
export async function listCompanySettings(ctx: Ctx) {
  const all = withDefaultSettings(await listSettings(ctx.db, ctx.companyId));
  const admin = isAdminProfile(ctx.user.profile);
  return all.filter((s) => admin || isClientSetting(s.key)).map(settingView);
}

/**
 * Admins change their company's settings, each to one of its values (400 naming `value`
 * otherwise); the change reaches every open browser.
 */
export async function updateSetting(ctx: Ctx, key: SettingKey, value: string) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
  if (SUPER_ONLY.includes(key) && !ctx.user.super) throw forbidden();
  const issue = settingValueIssue(key, value);
  if (issue) throw invalid({ value: issue });
  await upsertSettings(ctx.db, ctx.companyId, [{ key, value }]);
  const setting = settingView({ key, value });
  ctx.events.emit({ type: 'setting.updated', companyId: ctx.companyId, setting });
  return setting;
}
