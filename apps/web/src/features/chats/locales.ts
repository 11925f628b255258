/**
 * Texts of the internal chat (spec 3 Chats, spec 1 top bar), under the i18n key 'chats', in
 * Portuguese; English and Spanish are in locales-en.ts and locales-es.ts.
 */
export const chatsTexts = {
  title: 'Chat Interno',
  new: 'Nova',
  tabChats: 'Chats',
  tabMessages: 'Mensagens',
  empty: 'Nenhuma conversa',
  pickChat: 'Escolha uma conversa',
  noMessages: 'Nenhuma mensagem ainda',
  edit: 'Editar',
  delete: 'Excluir',
  unread_zero: '{{count}} mensagens não lidas',
  unread_one: '{{count}} mensagem não lida',
  unread_other: '{{count}} mensagens não lidas',
  tooLong: 'Mensagem longa demais: {{size}} caracteres, o máximo é {{max}}.',
  unsent: 'A mensagem não foi enviada. Tente novamente.',
  gone: 'Esta conversa foi excluída, ou você não participa mais dela.',
  inputPlaceholder: 'Digite uma mensagem',
  send: 'Enviar',
  messagesOf: 'Mensagens de {{title}}',
  list: 'Conversas',
  dialog: {
    title: 'Conversa',
    titleField: 'Título',
    users: 'Filtro por Usuários',
    cancel: 'Fechar',
    save: 'Salvar',
  },
  confirmTitle: 'Excluir Conversa',
  confirmBody: 'Esta ação não pode ser revertida, confirmar?',
  popover: {
    open_zero: 'Chat interno: nenhuma conversa não lida',
    open_one: 'Chat interno: {{count}} conversa não lida',
    open_other: 'Chat interno: {{count}} conversas não lidas',
    title: 'Chat Interno',
    empty: 'Nenhuma mensagem',
    seeAll: 'Ver todas',
  },
  menuDot: 'Mensagens não lidas',
  // the dialog's rules (spec 3 §5); the Portuguese ones are the server's texts too
  rules: {
    titleRequired: 'Por favor, preencha o título da conversa.',
    usersRequired: 'Por favor, selecione pelo menos um usuário.',
  },
};
