import { SETTING_DEFAULTS, type SettingKey } from '@atende/shared';
import type { Executor } from '../../db/client';
import { listSettings } from '../companies/companies.repo';

/** One setting of a company as the rules read it: the stored value, else the default. */
export async function settingValue(
  db: Executor,
  companyId: number,
  key: SettingKey,
): Promise<string> {
  const stored = (await listSettings(db, companyId)).find((s) => s.key === key);
  return stored?.value ?? SETTING_DEFAULTS[key];
}
