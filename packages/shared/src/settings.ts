import type { SettingKey } from './constants';
import type { SettingDTO } from './dto';

/**
 * Settings whose value never leaves the server (the payment provider's token): anyone allowed
 * may write them, nobody reads them back, not even admins; they only learn whether one is set.
 */
export const SECRET_SETTING_KEYS = ['asaas'] as const satisfies readonly SettingKey[];

/** Settings the web app needs for every user: the only ones in /auth/me and shown to agents. */
export const CLIENT_SETTING_KEYS = [
  'campaignsEnabled',
  'scheduleType',
  'userRating',
] as const satisfies readonly SettingKey[];

export const isSecretSetting = (key: string) =>
  (SECRET_SETTING_KEYS as readonly string[]).includes(key);

export const isClientSetting = (key: string) =>
  (CLIENT_SETTING_KEYS as readonly string[]).includes(key);

/** What a reader sees of one setting: a secret only says whether it is set. */
export function settingView(s: { key: string; value: string }): SettingDTO {
  return isSecretSetting(s.key)
    ? { key: s.key, value: '', secret: true, isSet: s.value !== '' }
    : { key: s.key, value: s.value };
}
