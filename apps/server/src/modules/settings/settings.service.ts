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

/**
 * Settings only a super user writes: campaigns are the platform's call (spec 2 §3), and the
 * Asaas token is read from the platform company alone (docs/decisions/0057, 0123), so a
 * company's own would be stored and never used.
 */
const SUPER_ONLY: Partial<Record<SettingKey, string>> = {
  campaignsEnabled: 'Você não tem permissão para esta ação',
  asaas: 'Somente o administrador da plataforma configura o token do Asaas',
};

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
  const superOnly = SUPER_ONLY[key];
  if (superOnly && !ctx.user.super) throw forbidden(superOnly);
  const issue = settingValueIssue(key, value);
  if (issue) throw invalid({ value: issue });
  await upsertSettings(ctx.db, ctx.companyId, [{ key, value }]);
  const setting = settingView({ key, value });
  ctx.events.emit({ type: 'setting.updated', companyId: ctx.companyId, setting });
  return setting;
}
