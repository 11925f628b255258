/**
 * Texts of the queues feature, under the i18n key 'queues', in Portuguese (the default, which
 * comes with the app). English and Spanish, loaded when chosen, are in locales-en.ts and
 * locales-es.ts, typed to mirror these keys.
 */
export const queuesTexts = {
  title: 'Filas & Chatbot',
  add: 'Adicionar fila',
  empty:
    'Nenhuma fila cadastrada. Clique em Adicionar fila para separar os atendimentos por setor.',
  columns: {
    id: 'ID',
    name: 'Nome',
    color: 'Cor',
    order: 'Ordem',
    greeting: 'Mensagem de saudação',
  },
  editAria: 'Editar fila {{name}}',
  deleteAria: 'Excluir fila {{name}}',
  confirmTitle: 'Exclusão de Registro',
  confirmBody:
    'Deseja realmente excluir esse registro? Os atendimentos desta fila continuam, sem fila; os prompts desta fila são excluídos com ela.',
  deleted: 'Operação realizada com sucesso!',
  // spec 2 §8 gives this text as it is
  saved: 'Queue saved successfully',
  modal: {
    addTitle: 'Adicionar fila',
    editTitle: 'Editar fila',
    dataTab: 'Dados da Fila',
    hoursTab: 'Horários de Atendimento',
    name: 'Nome',
    color: 'Cor',
    pickColor: 'Escolher cor',
    palette: 'Cores',
    swatch: 'Cor {{color}}',
    orderQueue: 'Ordem da fila (bot)',
    integration: 'Integração',
    prompt: 'Prompt',
    engine: {
      integration:
        'A integração responde aos clientes desta fila depois da saudação: as opções do chatbot não são mostradas.',
      prompt:
        'O prompt responde aos clientes desta fila depois da saudação: as opções do chatbot não são mostradas.',
      both: 'A integração responde aos clientes desta fila depois da saudação; o prompt só é usado sem integração. As opções do chatbot não são mostradas.',
    },
    none: 'Nenhum',
    greetingMessage: 'Mensagem de saudação',
    greetingRequired:
      'Informe a mensagem de saudação: ela é obrigatória quando há mais de uma fila',
    outOfHoursMessage: 'Mensagem de fora de expediente',
    close: 'Fechar',
  },
  hours: {
    start: 'Início',
    end: 'Fim',
    hint: 'Início igual ao fim: fechado neste dia.',
    monday: 'Segunda-feira',
    tuesday: 'Terça-feira',
    wednesday: 'Quarta-feira',
    thursday: 'Quinta-feira',
    friday: 'Sexta-feira',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  options: {
    title: 'Opções do chatbot',
    form: 'Opção do chatbot',
    saveFirst: 'Salve a fila para montar o menu de opções.',
    empty: 'Nenhuma opção: o cliente vai direto para a fila.',
    add: 'Adicionar opção',
    addChild: 'Adicionar subopção a {{title}}',
    edit: 'Editar opção {{title}}',
    delete: 'Excluir opção {{title}}',
    number: 'Número',
    optionTitle: 'Título',
    message: 'Mensagem',
    hasChildren: 'Esta opção tem subopções: ela abre o submenu, sem encaminhar nem transferir.',
    forward: 'Encaminhar para fila',
    noForward: 'Nenhuma',
    handover: 'Transferir para um atendente',
    forwardsTo: 'Encaminha para {{queue}}',
    handsOver: 'Transfere para atendente',
    saved: 'Opção salva.',
    unsaved:
      'A opção do chatbot aberta não foi salva: corrija-a ou cancele-a antes de salvar a fila.',
    deleted: 'Opção excluída.',
    confirmBody:
      'Deseja realmente excluir esse registro? As subopções desta opção também serão excluídas.',
  },
};
