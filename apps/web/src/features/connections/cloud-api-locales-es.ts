import type { cloudApiTexts } from './cloud-api-locales';

/** Spanish texts of the official Cloud API in the connection dialog (cloud-api-locales.ts has the Portuguese ones). */
export const cloudApiTextsEs: typeof cloudApiTexts = {
  legend: 'WhatsApp Cloud API (Meta)',
  phoneNumberId: 'ID del número de teléfono',
  businessAccountId: 'ID de la cuenta de WhatsApp Business',
  digitsHelp: 'Solo números, como aparece en el panel de Meta.',
  optionalDigitsHelp: 'Opcional. Solo números.',
  accessToken: 'Token de acceso',
  appSecret: 'Clave secreta de la app',
  verifyToken: 'Token de verificación del webhook',
  secretSet: 'Definido. Déjelo en blanco para mantener el actual.',
  secretNotSet: 'No definido.',
  webhookUrl: 'Dirección del webhook',
  webhookHelp:
    'Indique esta dirección y el token de verificación en la configuración de webhook de la app en Meta.',
  webhookAfterSave: 'La dirección del webhook para indicar a Meta aparece después de guardar.',
  copyWebhook: 'Copiar dirección del webhook',
  webhookCopied: '¡Dirección copiada!',
};
