/**
 * Texts of the tickets feature, under the i18n key 'tickets', in Portuguese (the default, which
 * comes with the app). English and Spanish, loaded when chosen, are in locales-en.ts and
 * locales-es.ts, typed to mirror these keys.
 */
export const ticketsTexts = {
  pageTabs: { ticket: 'Ticket', tickets: 'Atendimentos' },
  takenBy: 'Este atendimento já foi aceito por {{name}}.',
  heldBy: 'Este atendimento está com {{name}}.',
  empty: 'Selecione um atendimento para começar a conversar.',
  tabs: {
    open: 'Abertas',
    closed: 'Resolvidos',
    search: 'Busca',
    assigned: 'Atendendo',
    pending: 'Aguardando',
  },
  showAll: 'Todos',
  queueFilter: 'Filas',
  queueFilterAll: 'Todas',
  newTicket: 'Novo',
  firstSteps: {
    text: 'Para receber atendimentos, conecte um número de WhatsApp.',
    go: 'Ir para Conexões',
  },
  list: {
    label: 'Lista de atendimentos',
    empty: 'Nenhum atendimento encontrado',
    loading: 'Carregando atendimentos...',
    failed: 'Não foi possível carregar os atendimentos.',
  },
  search: {
    text: 'Buscar atendimento e mensagens',
    tags: 'Filtro por tags',
    users: 'Filtro por usuários',
    date: 'Data',
    clear: 'Limpar',
    hint: 'Digite um termo ou escolha um filtro para buscar',
  },
  item: {
    accept: 'Aceitar',
    close: 'Resolver',
    reopen: 'Reabrir',
    peek: 'Espiar conversa',
    unread: 'Mensagens não lidas: {{count}}',
    noQueue: 'Sem fila',
    /** a waiting ticket the chatbot still holds: the customer is in its menus */
    withBot: 'Com o chatbot',
    connection: 'Conexão',
    /** a row's button as a screen reader names it: the visible word, then whose ticket */
    forContact: '{{action}}: {{name}}',
  },
  confirmClose: {
    title: 'Resolver atendimento',
    body: 'Deseja resolver o atendimento de {{name}}?',
  },
  peek: {
    title: 'Conversa com {{name}}',
    close: 'Fechar',
  },
  newTicketModal: {
    title: 'Criar Ticket',
    contact: 'Pesquisar contato',
    typeMore: 'Digite ao menos 3 caracteres',
    noContacts: 'Nenhum contato encontrado',
    addContact: 'Adicionar contato "{{name}}"',
    queue: 'Fila',
    noQueue: 'Sem fila',
    queueRequired: 'Selecione uma fila',
    connection: 'Conexão',
    contactRequired: 'Selecione um contato',
    save: 'Salvar',
    conflict: 'Este contato já está em atendimento com {{user}} na fila {{queue}}.',
    conflictWaiting: 'Este contato já tem um atendimento aguardando na fila {{queue}}.',
    openExisting: 'Abrir atendimento',
  },
};
