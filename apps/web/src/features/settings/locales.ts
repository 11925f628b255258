/**
 * Texts of the Settings page, under the i18n key 'settings', in Portuguese (the default, which
 * comes with the app). English and Spanish, loaded when chosen, are in locales-en.ts and
 * locales-es.ts, typed to mirror these keys.
 */
export const settingsTexts = {
  tabs: { options: 'Opções', schedules: 'Horários' },
  updating: 'Atualizando...',
  updated: 'Operação atualizada com sucesso.',
  schedulesSaved: 'Horários atualizados com sucesso.',
  schedulesIntro:
    'Horário de atendimento da empresa: fora dele, o chatbot envia a mensagem de fora de expediente da conexão.',
  loadError: 'Não foi possível carregar as configurações',
  options: {
    userRating: 'Avaliações',
    scheduleType: 'Gerenciamento de expediente',
    call: 'Chamadas de voz e vídeo',
    CheckMsgIsGroup: 'Ignorar mensagens de grupos',
    checkActiveNotify: 'Avisar destinatários de atendimentos aguardando',
    sendGreetingAccepted: 'Enviar saudação ao aceitar o atendimento',
    sendMsgTransfTicket: 'Enviar mensagem de transferência de fila/atendente',
    sendGreetingMessageOneQueues: 'Enviar saudação quando houver somente 1 fila',
    chatBotType: 'Tipo do chatbot',
  },
  help: {
    userRating: 'Ao resolver, o cliente é convidado a avaliar o atendimento de 1 a 3.',
    scheduleType: 'De onde vem o horário de atendimento: da empresa ou de cada fila.',
    call: 'Não aceitar: as chamadas são recusadas e o cliente é convidado a escrever; a chamada perdida fica no atendimento.',
    CheckMsgIsGroup: 'Mensagens de grupos não abrem atendimentos.',
    checkActiveNotify: 'Os destinatários da página Notificações recebem um aviso por WhatsApp.',
    sendGreetingAccepted: 'O cliente recebe uma saudação com o nome do atendente.',
    sendMsgTransfTicket: 'O cliente é avisado quando o atendimento muda de fila ou atendente.',
    sendGreetingMessageOneQueues: 'Com uma única fila, o cliente recebe a saudação dela.',
    chatBotType: 'Como o menu do chatbot é enviado.',
  },
  values: {
    enabled: 'Habilitado',
    disabled: 'Desabilitado',
    queue: 'Fila',
    company: 'Empresa',
    text: 'Texto',
  },
  callValues: { enabled: 'Aceitar', disabled: 'Não aceitar' },
  timezone: {
    label: 'Fuso horário da empresa',
    help: 'O painel e os relatórios contam dias e horas neste fuso.',
  },
  integrations: {
    title: 'Integrações',
    asaas: 'Token do Asaas (provedor de pagamento)',
    set: 'Token definido',
    notSet: 'Nenhum token definido',
    placeholder: 'Cole o novo token',
    help: 'Por segurança o token nunca é exibido: digite um novo para substituí-lo.',
    save: 'Salvar token',
    remove: 'Remover token',
  },
};
