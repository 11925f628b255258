import type { settingsTexts } from './locales';

/** Spanish texts of the Settings page (locales.ts has the Portuguese ones). */
export const settingsTextsEs: typeof settingsTexts = {
  tabs: { options: 'Opciones', schedules: 'Horarios' },
  updating: 'Actualizando...',
  updated: 'Operación actualizada con éxito.',
  schedulesSaved: 'Horarios actualizados con éxito.',
  schedulesIntro:
    'Horario de atención de la empresa: fuera de él, el chatbot envía el mensaje de fuera de horario de la conexión.',
  loadError: 'No fue posible cargar la configuración',
  options: {
    userRating: 'Evaluaciones',
    scheduleType: 'Gestión de horario',
    call: 'Llamadas de voz y video',
    CheckMsgIsGroup: 'Ignorar mensajes de grupos',
    checkActiveNotify: 'Notificar a los destinatarios de atenciones en espera',
    sendGreetingAccepted: 'Enviar saludo al aceptar la atención',
    sendMsgTransfTicket: 'Enviar mensaje de transferencia de cola/agente',
    sendGreetingMessageOneQueues: 'Enviar saludo cuando haya solo 1 cola',
    chatBotType: 'Tipo de chatbot',
  },
  help: {
    userRating: 'Al resolver, se invita al cliente a evaluar la atención de 1 a 3.',
    scheduleType: 'De dónde viene el horario de atención: de la empresa o de cada cola.',
    call: 'No aceptar: las llamadas se rechazan y se invita al cliente a escribir; la llamada perdida queda en la atención.',
    CheckMsgIsGroup: 'Los mensajes de grupos no abren atenciones.',
    checkActiveNotify:
      'Los destinatarios de la página Notificaciones reciben una notificación por WhatsApp.',
    sendGreetingAccepted: 'El cliente recibe un saludo con el nombre del agente.',
    sendMsgTransfTicket: 'Se avisa al cliente cuando la atención cambia de cola o agente.',
    sendGreetingMessageOneQueues: 'Con una sola cola, el cliente recibe el saludo de ella.',
    chatBotType: 'Cómo se envía el menú del chatbot.',
  },
  values: {
    enabled: 'Habilitado',
    disabled: 'Deshabilitado',
    queue: 'Cola',
    company: 'Empresa',
    text: 'Texto',
  },
  callValues: { enabled: 'Aceptar', disabled: 'No aceptar' },
  timezone: {
    label: 'Zona horaria de la empresa',
    help: 'El panel y los informes cuentan días y horas en esta zona.',
  },
  integrations: {
    title: 'Integraciones',
    asaas: 'Token de Asaas (proveedor de pago)',
    set: 'Token definido',
    notSet: 'Ningún token definido',
    placeholder: 'Pegue el nuevo token',
    help: 'Por seguridad el token nunca se muestra: escriba uno nuevo para reemplazarlo.',
    save: 'Guardar token',
    remove: 'Quitar token',
  },
};
