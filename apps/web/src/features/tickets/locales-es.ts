import type { ticketsTexts } from './locales';

/** Spanish texts of the tickets feature (locales.ts has the Portuguese ones). */
export const ticketsTextsEs: typeof ticketsTexts = {
  pageTabs: { ticket: 'Atención', tickets: 'Atenciones' },
  takenBy: '{{name}} ya aceptó esta atención.',
  heldBy: '{{name}} está con esta atención.',
  empty: 'Seleccione una atención para empezar a conversar.',
  tabs: {
    open: 'Abiertas',
    closed: 'Resueltas',
    search: 'Búsqueda',
    assigned: 'Atendiendo',
    pending: 'Esperando',
  },
  showAll: 'Todas',
  queueFilter: 'Colas',
  queueFilterAll: 'Todas',
  newTicket: 'Nuevo',
  firstSteps: {
    text: 'Para recibir atenciones, conecte un número de WhatsApp.',
    go: 'Ir a Conexiones',
  },
  list: {
    label: 'Lista de atenciones',
    empty: 'Ninguna atención encontrada',
    loading: 'Cargando atenciones...',
    failed: 'No se pudieron cargar las atenciones.',
  },
  search: {
    text: 'Buscar atenciones y mensajes',
    tags: 'Filtrar por etiquetas',
    users: 'Filtrar por usuarios',
    date: 'Fecha',
    clear: 'Limpiar',
    hint: 'Escriba un término o elija un filtro para buscar',
  },
  item: {
    accept: 'Aceptar',
    close: 'Resolver',
    reopen: 'Reabrir',
    peek: 'Ver conversación',
    unread: 'Mensajes no leídos: {{count}}',
    noQueue: 'Sin cola',
    /** a waiting ticket the chatbot still holds: the customer is in its menus */
    withBot: 'Con el bot',
    connection: 'Conexión',
    /** a row's button as a screen reader names it: the visible word, then whose ticket */
    forContact: '{{action}}: {{name}}',
  },
  confirmClose: {
    title: 'Resolver atención',
    body: '¿Desea resolver la atención de {{name}}?',
  },
  peek: {
    title: 'Conversación con {{name}}',
    close: 'Cerrar',
  },
  newTicketModal: {
    title: 'Crear atención',
    contact: 'Buscar contacto',
    typeMore: 'Escriba al menos 3 caracteres',
    noContacts: 'Ningún contacto encontrado',
    addContact: 'Agregar contacto "{{name}}"',
    queue: 'Cola',
    noQueue: 'Sin cola',
    queueRequired: 'Seleccione una cola',
    connection: 'Conexión',
    contactRequired: 'Seleccione un contacto',
    save: 'Guardar',
    conflict: 'Este contacto ya está siendo atendido por {{user}} en la cola {{queue}}.',
    conflictWaiting: 'Este contacto ya tiene una atención esperando en la cola {{queue}}.',
    openExisting: 'Abrir atención',
  },
};
