import type { cloudApiTexts } from './cloud-api-locales';

/** English texts of the official Cloud API in the connection dialog (cloud-api-locales.ts has the Portuguese ones). */
export const cloudApiTextsEn: typeof cloudApiTexts = {
  legend: 'WhatsApp Cloud API (Meta)',
  phoneNumberId: 'Phone number ID',
  businessAccountId: 'WhatsApp Business account ID',
  digitsHelp: 'Digits only, as shown in the Meta dashboard.',
  optionalDigitsHelp: 'Optional. Digits only.',
  accessToken: 'Access token',
  appSecret: 'App secret',
  verifyToken: 'Webhook verify token',
  secretSet: 'Set. Leave blank to keep the current one.',
  secretNotSet: 'Not set.',
  webhookUrl: 'Webhook address',
  webhookHelp: "Enter this address and the verify token in the app's webhook settings at Meta.",
  webhookAfterSave: 'The webhook address to give Meta appears after saving.',
  copyWebhook: 'Copy webhook address',
  webhookCopied: 'Address copied!',
};
