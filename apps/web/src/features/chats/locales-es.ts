import type { chatsTexts } from './locales';

export const chatsTextsEs: typeof chatsTexts = {
  title: 'Chat interno',
  new: 'Nueva',
  tabChats: 'Chats',
  tabMessages: 'Mensajes',
  empty: 'Ninguna conversación',
  pickChat: 'Elija una conversación',
  noMessages: 'Aún no hay mensajes',
  edit: 'Editar',
  delete: 'Eliminar',
  unread_zero: '{{count}} mensajes no leídos',
  unread_one: '{{count}} mensaje no leído',
  unread_other: '{{count}} mensajes no leídos',
  inputPlaceholder: 'Escriba un mensaje',
  send: 'Enviar',
  messagesOf: 'Mensajes de {{title}}',
  list: 'Conversaciones',
  dialog: {
    title: 'Conversación',
    titleField: 'Título',
    users: 'Filtro por usuarios',
    cancel: 'Cerrar',
    save: 'Guardar',
  },
  confirmTitle: 'Eliminar conversación',
  confirmBody: 'Esta acción no se puede deshacer, ¿confirmar?',
  popover: {
    open_zero: 'Chat interno: ninguna conversación no leída',
    open_one: 'Chat interno: {{count}} conversación no leída',
    open_other: 'Chat interno: {{count}} conversaciones no leídas',
    title: 'Chat interno',
    empty: 'Ningún mensaje',
    seeAll: 'Ver todas',
  },
  menuDot: 'Mensajes no leídos',
  // the dialog's rules (spec 3 §5); the Portuguese ones are the server's texts too
  rules: {
    titleRequired: 'Por favor, complete el título de la conversación.',
    usersRequired: 'Por favor, seleccione al menos un usuario.',
  },
};
