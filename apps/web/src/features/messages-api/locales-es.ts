import type { messagesApiTexts } from './locales';

/** Spanish texts of the messages API page (locales.ts has the Portuguese ones). */
export const messagesApiTextsEs: typeof messagesApiTexts = {
  title: 'API de Mensajes',
  intro:
    'Envíe mensajes de texto y archivos desde sus sistemas (CRM, tienda, ERP) por una de las conexiones de la empresa. Cada conexión tiene su token; el mensaje queda registrado en la atención del contacto.',
  howTitle: 'Cómo enviar',
  endpoint: 'Dirección',
  rules: {
    auth: 'Encabezado Authorization: Bearer seguido del token de la conexión.',
    number:
      'number: solo dígitos, sin máscara, con código de país, código de área y número (ej.: 5511999999999), o el id de un grupo.',
    body: 'body: el texto. Para archivos, envíe multipart/form-data con number, body (opcional) y los archivos en el campo medias.',
    flags:
      'closeTicket: true cierra la atención después del envío. saveOnTicket: true deja la atención abierta por este envío esperando al equipo (por defecto se cierra).',
    idempotency:
      'Idempotency-Key (opcional): repetir la solicitud con la misma clave no vuelve a enviar; la respuesta es la de la primera vez.',
    limit:
      'Los envíos por minuto están limitados por token: por encima la respuesta es 429 con Retry-After.',
    answers:
      'Respuestas: 200 enviado; 400 campo inválido (nombrado en fields) o número fuera de WhatsApp; 401 token inválido; 402 suscripción vencida; 403 plan sin API; 429 límite alcanzado.',
  },
  tokenTitle: 'Token de la conexión',
  connection: 'Conexión',
  token: 'Token',
  copy: 'Copiar',
  copied: '¡Copiado!',
  noConnection: 'Registre una conexión para obtener un token.',
  examplesTitle: 'Ejemplos',
  testTitle: 'Probar envío',
  textForm: 'Mensaje de texto',
  mediaForm: 'Mensaje con archivo',
  number: 'Número',
  numberHelp: 'Solo dígitos: código de país, código de área y número',
  message: 'Mensaje',
  file: 'Elegir archivo',
  noFile: 'Ningún archivo elegido',
  removeFile: 'Quitar archivo',
  fileRequired: 'Elija un archivo',
  send: 'Enviar',
  sent: 'Mensaje enviado con éxito (atención {{ticketId}})',
};
