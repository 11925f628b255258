/**
 * Texts of the official Cloud API in the connection dialog, under the i18n key
 * 'connections.modal.cloudApi', in Portuguese (the default, which comes with the app). English and
 * Spanish, loaded when chosen, are in cloud-api-locales-en.ts and cloud-api-locales-es.ts, typed
 * to mirror these keys.
 */
export const cloudApiTexts = {
  legend: 'WhatsApp Cloud API (Meta)',
  phoneNumberId: 'ID do número de telefone',
  businessAccountId: 'ID da conta do WhatsApp Business',
  digitsHelp: 'Somente números, como aparece no painel da Meta.',
  optionalDigitsHelp: 'Opcional. Somente números.',
  accessToken: 'Token de acesso',
  appSecret: 'Chave secreta do app',
  verifyToken: 'Token de verificação do webhook',
  secretSet: 'Definido. Deixe em branco para manter o atual.',
  secretNotSet: 'Não definido.',
  webhookUrl: 'Endereço do webhook',
  webhookHelp:
    'Informe este endereço e o token de verificação na configuração de webhook do app na Meta.',
  webhookAfterSave: 'O endereço do webhook para informar à Meta aparece depois de salvar.',
  copyWebhook: 'Copiar endereço do webhook',
  webhookCopied: 'Endereço copiado!',
};
