import type { connectionsTexts } from './locales';
import { cloudApiTextsEs } from './cloud-api-locales-es';

/** Spanish texts of the connections feature (locales.ts has the Portuguese ones). */
export const connectionsTextsEs: typeof connectionsTexts = {
  title: 'Conexiones',
  add: 'Agregar WhatsApp',
  empty:
    'No hay conexiones registradas. Haga clic en Agregar WhatsApp para conectar el primer número.',
  columns: {
    name: 'Nombre',
    status: 'Estado',
    session: 'Sesión',
    lastUpdate: 'Última actualización',
    default: 'Predeterminada',
  },
  status: {
    qrcode: 'Esperando la lectura del código QR',
    PAIRING: 'Emparejando',
    DISCONNECTED: 'Desconectado',
    TIMEOUT: 'Conexión perdida',
    OPENING: 'Iniciando sesión',
    CONNECTED: 'Conectado',
    unknown: 'Desconocido',
  },
  tooltips: {
    disconnectedTitle: 'Error al iniciar la sesión de WhatsApp',
    disconnectedBody:
      'Asegúrese de que su teléfono esté conectado a internet e inténtelo de nuevo, o solicite un nuevo código QR',
    disconnectedCloudBody:
      "Revise el token de acceso y los ID del número y de la cuenta en la conexión (y la configuración del servidor) y haga clic en 'Intentar de nuevo': el mensaje de error dice qué falló.",
    qrcodeTitle: 'Esperando la lectura del código QR',
    qrcodeBody:
      "Haga clic en el botón 'QR CODE' y lea el código QR con su teléfono para iniciar la sesión",
    connectedTitle: '¡Conexión establecida!',
    timeoutTitle: 'Se perdió la conexión con el teléfono',
    timeoutBody:
      "Asegúrese de que su teléfono esté conectado a internet y WhatsApp esté abierto, o haga clic en 'Desconectar' para obtener un nuevo código QR",
    openingTitle: 'Iniciando la sesión',
  },
  buttons: {
    qrcode: 'QR CODE',
    tryAgain: 'Intentar de nuevo',
    newQr: 'Nuevo QR CODE',
    disconnect: 'Desconectar',
    connecting: 'Conectando',
  },
  isDefault: 'Conexión predeterminada',
  edit: 'Editar conexión',
  delete: 'Eliminar conexión',
  deleted: '¡Conexión eliminada con éxito!',
  saved: '¡Conexión guardada con éxito!',
  notInitialized: '{{error}} {{reason}}',
  confirmDeleteTitle: 'Eliminar',
  confirmDeleteBody: '¿Está seguro? Esta acción no se puede deshacer.',
  confirmDeleteTicketsTitle: 'Eliminar conexión y atenciones',
  confirmDeleteTicketsBody:
    'Esta conexión tiene atenciones. Eliminarla borra también sus conversaciones, mensajes y programaciones, y los informes dejan de contarlas. Para conservar el historial, desconecte la conexión en lugar de eliminarla.',
  confirmDeleteTicketsButton: 'Eliminar todo',
  confirmDeleteSchedulesTitle: 'Eliminar conexión y programaciones',
  confirmDeleteSchedulesBody:
    'Esta conexión tiene programaciones por enviar. Eliminarla las borra, y los mensajes no se enviarán. Para enviarlos por otro número, edite las programaciones antes de eliminar la conexión.',
  confirmDisconnectTitle: 'Desconectar',
  confirmDisconnectBody: '¿Está seguro? Tendrá que leer el código QR de nuevo.',
  qrModal: {
    title: 'Lea el código QR para iniciar la sesión',
    image: 'Código QR de la conexión',
    waiting: 'Esperando el código QR',
    close: 'Cerrar',
    steps: 'Cómo conectar',
    step1: 'Abra WhatsApp en su teléfono',
    step2: 'Toque Más opciones (⋮) en Android o Configuración en iPhone',
    step3: 'Toque Dispositivos vinculados y luego Vincular un dispositivo',
    step4: 'Apunte su teléfono a esta pantalla para escanear el código QR',
    pairingTitle: 'O vincule con un código',
    pairingNumber: 'Número de WhatsApp, con código de país y de área',
    pairingRequest: 'Obtener código',
    pairingWaiting: 'Esperando el código',
    pairingCode: 'Código de vinculación',
    pairingSteps:
      'En el teléfono, en Dispositivos vinculados → Vincular un dispositivo, toque "Vincular con el número de teléfono" y escriba este código:',
  },
  modal: {
    addTitle: 'Agregar WhatsApp',
    editTitle: 'Editar WhatsApp',
    name: 'Nombre',
    isDefault: 'Predeterminada',
    provider: 'Proveedor',
    providers: {
      beta: 'WhatsApp (código QR)',
      sandbox: 'Teléfono simulado (sandbox)',
      'cloud-api': 'WhatsApp Cloud API (oficial)',
    },
    greetingMessage: 'Mensaje de saludo',
    greetingHelp: 'Obligatorio cuando la conexión tiene más de una cola.',
    complationMessage: 'Mensaje de cierre',
    outOfHoursMessage: 'Mensaje fuera de horario',
    ratingMessage: 'Mensaje de evaluación',
    expiresInactiveMessage: 'Mensaje por inactividad',
    expiresTicket: 'Cerrar chats abiertos después de x minutos',
    expiresTicketHelp: '0 = nunca',
    timeUseBotQueues: 'Intervalo de envío del chatbot (minutos)',
    maxUseBotQueues: 'Cantidad máxima de veces que se envía el chatbot',
    queues: 'Colas',
    transferQueue: 'Cola de transferencia',
    noTransferQueue: 'Ninguna',
    timeToTransfer: 'Transferir después de x (minutos)',
    token: 'Token de la API externa',
    copyToken: 'Copiar token',
    copied: '¡Token copiado!',
    tabs: { general: 'General', messages: 'Mensajes', automation: 'Chatbot y tiempos' },
    complationMessageHelp:
      'Enviado cuando la atención se resuelve (con las evaluaciones activas, tras la respuesta a la evaluación).',
    outOfHoursMessageHelp: 'Enviado cuando el cliente escribe fuera del horario de atención.',
    ratingMessageHelp:
      'Pregunta de evaluación enviada al resolver, cuando las evaluaciones están activas.',
    maxUseBotQueuesHelp:
      'Respuestas fuera del menú antes de que el chatbot se detenga y deje al cliente a una persona. 0 = sin límite.',
    timeUseBotQueuesHelp:
      'Después de un menú, el chatbot espera este tiempo antes de hablar de nuevo. 0 = sin espera.',
    transferQueueHelp: 'Las atenciones sin cola van a ella después de "Transferir después de".',
    expiresInactiveMessageHelp: 'Enviado al cerrar una atención por inactividad.',
    cloudApi: cloudApiTextsEs,
  },
};
