/**
 * Texts of the Notifications screen (recipients of waiting-ticket notices), under the i18n key
 * 'notify', in Portuguese (the default, which comes with the app). English and Spanish, loaded
 * when chosen, are in locales-en.ts and locales-es.ts, typed to mirror these keys.
 */
export const notifyTexts = {
  tabs: { users: 'Usuários', hours: 'Horários' },
  add: 'Adicionar Usuário',
  searchPlaceholder: 'Pesquisar por nome ou WhatsApp',
  columns: { name: 'Nome', whatsapp: 'Whatsapp', active: 'Ativo' },
  yes: 'Sim',
  no: 'Não',
  noMatch: 'Nenhum destinatário encontrado para esta pesquisa.',
  empty: 'Nenhum destinatário. Adicione quem deve receber os avisos por WhatsApp.',
  intro:
    'Quem recebe, no próprio WhatsApp, um aviso quando um atendimento começa a aguardar, dentro dos horários definidos.',
  noticesOff: 'Os avisos estão desligados. Ative-os em Configurações.',
  openSettings: 'Abrir Configurações',
  loadError: 'Erro ao buscar dados das notificações',
  saved: 'Destinatário salvo com sucesso!',
  deleted: 'Destinatário excluído com sucesso!',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
  hoursFailed: 'Não foi possível carregar os horários.',
  hoursIntro: 'Os avisos só são enviados quando o atendimento começa a aguardar nestes horários.',
  hoursSaved: 'Horários salvos com sucesso!',
  hoursError: 'Erro ao salvar os horários.',
  dialog: {
    addTitle: 'Adicionar usuário para notificação',
    editTitle: 'Editar usuário para notificação',
    user: 'Usuário',
    alreadyRecipient: 'já recebe',
    whatsappNumber: 'Número do WhatsApp',
    whatsappHelp: 'Somente números, com o código do país e o DDD',
    active: 'Status',
    enabled: 'Ativo',
    disabled: 'Inativo',
    ok: 'OK',
  },
};
