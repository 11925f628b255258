import { z } from 'zod';
import { SETTING_KEYS, SETTING_VALUES, type SettingKey } from '../constants';
import { DASHBOARD_MESSAGES, isTimeZone } from './dashboard';

export const settingKeyParams = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], {
    error: 'Configuração desconhecida',
  }),
});
export const settingUpdateSchema = z.object({ value: z.string().trim().max(2000) });

/** Why `value` is refused for `key`, or undefined when it is one of the key's values. */
export function settingValueIssue(key: SettingKey, value: string): string | undefined {
  if (key === 'timezone') return isTimeZone(value) ? undefined : DASHBOARD_MESSAGES.invalidTimeZone;
  const allowed: readonly string[] | null = SETTING_VALUES[key];
  if (!allowed || allowed.includes(value)) return undefined;
  return `Valor inválido: use ${allowed.join(', ')}`;
}
