import type { CloudApiSettingsData, CloudApiSettingsDTO } from '@atende/shared';
import type { Executor } from '../../db/client';
import { invalid } from '../../http/app-error';
import type { SecretBox } from '../secret-box';
import * as repo from './cloud-api.repo';

const SECRETS = ['accessToken', 'appSecret', 'verifyToken'] as const;

export const webhookPathOf = (whatsappId: number) => `/api/webhooks/cloud-api/${whatsappId}`;

/**
 * Saves a 'cloud-api' connection's settings: secrets are sealed, and a secret left out or
 * blank keeps the stored one (the API never shows them, so a form cannot send them back).
 * A connection cannot exist without what it needs to receive and send: 400 naming the field.
 */
export async function saveCloudApiSettings(
  db: Executor,
  box: SecretBox,
  companyId: number,
  whatsappId: number,
  input: CloudApiSettingsData = {},
) {
  const current = await repo.findSettings(db, companyId, whatsappId);
  const patch: repo.CloudApiSettingsPatch = {};
  if (input.phoneNumberId !== undefined) patch.phoneNumberId = input.phoneNumberId;
  if (input.businessAccountId !== undefined) patch.businessAccountId = input.businessAccountId;
  for (const key of SECRETS) {
    const value = input[key];
    if (value) patch[key] = box.seal(value);
  }
  const merged = { ...current, ...patch };
  const missing: Record<string, string> = {};
  if (!merged.phoneNumberId) missing['cloudApi.phoneNumberId'] = 'Required';
  for (const key of SECRETS) if (!merged[key]) missing[`cloudApi.${key}`] = 'Required';
  if (Object.keys(missing).length) throw invalid(missing);
  if (Object.keys(patch).length) await repo.upsertSettings(db, companyId, whatsappId, patch);
}

/** What the API shows of the settings: never a secret, only whether it is set. */
export function toCloudApiDTO(row: repo.CloudApiSettingsRow): CloudApiSettingsDTO {
  return {
    phoneNumberId: row.phoneNumberId,
    businessAccountId: row.businessAccountId,
    accessTokenSet: !!row.accessToken,
    appSecretSet: !!row.appSecret,
    verifyTokenSet: !!row.verifyToken,
    webhookPath: webhookPathOf(row.whatsappId),
  };
}

/** The settings of the listed connections, by connection id (one query). */
export async function cloudApiDTOs(db: Executor, companyId: number, whatsappIds: number[]) {
  const rows = await repo.listSettings(db, companyId, whatsappIds);
  return new Map(rows.map((r) => [r.whatsappId, toCloudApiDTO(r)]));
}
