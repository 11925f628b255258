import type { notifyTexts } from './locales';

/** Spanish texts of the Notifications screen (recipients of waiting-ticket notices) (locales.ts has the Portuguese ones). */
export const notifyTextsEs: typeof notifyTexts = {
  tabs: { users: 'Usuarios', hours: 'Horarios' },
  add: 'Agregar Usuario',
  searchPlaceholder: 'Buscar por nombre o WhatsApp',
  columns: { name: 'Nombre', whatsapp: 'Whatsapp', active: 'Activo' },
  yes: 'Sí',
  no: 'No',
  noMatch: 'Ningún destinatario coincide con esta búsqueda.',
  empty: 'Ningún destinatario. Agregue quién debe recibir las notificaciones por WhatsApp.',
  intro:
    'Quién recibe, en su propio WhatsApp, una notificación cuando una atención empieza a esperar, dentro de los horarios definidos.',
  noticesOff: 'Las notificaciones están desactivadas. Actívelas en Configuración.',
  openSettings: 'Abrir Configuración',
  loadError: 'Error al buscar los datos de las notificaciones',
  saved: '¡Destinatario guardado!',
  deleted: '¡Destinatario eliminado!',
  confirmTitle: 'Eliminación de registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
  hoursFailed: 'No se pudieron cargar los horarios.',
  hoursIntro:
    'Las notificaciones solo se envían cuando la atención empieza a esperar en estos horarios.',
  hoursSaved: '¡Horarios guardados!',
  hoursError: 'Error al guardar los horarios.',
  dialog: {
    addTitle: 'Agregar usuario para notificación',
    editTitle: 'Editar usuario para notificación',
    user: 'Usuario',
    alreadyRecipient: 'ya recibe',
    whatsappNumber: 'Número de WhatsApp',
    whatsappHelp: 'Solo números, con el código del país y de área',
    active: 'Estado',
    enabled: 'Activo',
    disabled: 'Inactivo',
    ok: 'OK',
  },
};
