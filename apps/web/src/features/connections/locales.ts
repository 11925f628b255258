import { cloudApiTexts } from './cloud-api-locales';

/**
 * Texts of the connections feature, under the i18n key 'connections', in Portuguese (the default,
 * which comes with the app). English and Spanish, loaded when chosen, are in locales-en.ts and
 * locales-es.ts, typed to mirror these keys.
 */
export const connectionsTexts = {
  title: 'Conexões',
  add: 'Adicionar WhatsApp',
  empty:
    'Nenhuma conexão cadastrada. Clique em Adicionar WhatsApp para conectar o primeiro número.',
  columns: {
    name: 'Nome',
    status: 'Status',
    session: 'Sessão',
    lastUpdate: 'Última atualização',
    default: 'Padrão',
  },
  status: {
    qrcode: 'Aguardando leitura do QR code',
    PAIRING: 'Pareando',
    DISCONNECTED: 'Desconectado',
    TIMEOUT: 'Conexão perdida',
    OPENING: 'Iniciando sessão',
    CONNECTED: 'Conectado',
    unknown: 'Desconhecido',
  },
  tooltips: {
    disconnectedTitle: 'Falha ao iniciar sessão do WhatsApp',
    disconnectedBody:
      'Certifique-se de que seu celular esteja conectado à internet e tente novamente, ou solicite um novo QR Code',
    disconnectedCloudBody:
      "Confira o token de acesso e os IDs do número e da conta na conexão (e a configuração do servidor) e clique em 'Tentar novamente': a mensagem do erro diz o que falhou.",
    qrcodeTitle: 'Esperando leitura do QR Code',
    qrcodeBody:
      "Clique no botão 'QR CODE' e leia o QR Code com o seu celular para iniciar a sessão",
    connectedTitle: 'Conexão estabelecida!',
    timeoutTitle: 'A conexão com o celular foi perdida',
    timeoutBody:
      "Certifique-se de que seu celular esteja conectado à internet e o WhatsApp esteja aberto, ou clique no botão 'Desconectar' para obter um novo QR Code",
    openingTitle: 'Iniciando a sessão',
  },
  buttons: {
    qrcode: 'QR CODE',
    tryAgain: 'Tentar novamente',
    newQr: 'Novo QR CODE',
    disconnect: 'Desconectar',
    connecting: 'Conectando',
  },
  isDefault: 'Conexão padrão',
  edit: 'Editar conexão',
  delete: 'Excluir conexão',
  deleted: 'Conexão excluída com sucesso!',
  saved: 'Conexão salva com sucesso!',
  notInitialized: '{{error}} {{reason}}',
  confirmDeleteTitle: 'Excluir',
  confirmDeleteBody: 'Tem certeza? Essa ação não pode ser revertida.',
  confirmDeleteTicketsTitle: 'Excluir conexão e atendimentos',
  confirmDeleteTicketsBody:
    'Esta conexão tem atendimentos. Excluí-la apaga também as conversas, as mensagens e os agendamentos deles, e os relatórios deixam de contá-los. Para guardar o histórico, desconecte a conexão em vez de excluí-la.',
  confirmDeleteTicketsButton: 'Excluir tudo',
  confirmDeleteSchedulesTitle: 'Excluir conexão e agendamentos',
  confirmDeleteSchedulesBody:
    'Esta conexão tem agendamentos por enviar. Excluí-la também os apaga, e as mensagens não serão enviadas. Para enviá-las por outro número, edite os agendamentos antes de excluir a conexão.',
  confirmDisconnectTitle: 'Desconectar',
  confirmDisconnectBody: 'Tem certeza? Você precisará ler o QR Code novamente.',
  qrModal: {
    title: 'Leia o QR Code para iniciar a sessão',
    image: 'QR Code da conexão',
    waiting: 'Aguardando o QR Code',
    close: 'Fechar',
    steps: 'Como conectar',
    step1: 'Abra o WhatsApp no seu celular',
    step2: 'Toque em Mais opções (⋮) no Android ou em Configurações no iPhone',
    step3: 'Toque em Dispositivos conectados e depois em Conectar dispositivo',
    step4: 'Aponte o celular para esta tela para ler o QR code',
    pairingTitle: 'Ou conecte com um código',
    pairingNumber: 'Número do WhatsApp, com DDI e DDD',
    pairingRequest: 'Gerar código',
    pairingWaiting: 'Aguardando o código',
    pairingCode: 'Código de pareamento',
    pairingSteps:
      'No celular, em Dispositivos conectados → Conectar dispositivo, toque em "Conectar com número de telefone" e digite este código:',
  },
  modal: {
    addTitle: 'Adicionar WhatsApp',
    editTitle: 'Editar WhatsApp',
    name: 'Nome',
    isDefault: 'Padrão',
    provider: 'Provedor',
    providers: {
      beta: 'WhatsApp (QR code)',
      sandbox: 'Telefone simulado (sandbox)',
      'cloud-api': 'WhatsApp Cloud API (oficial)',
    },
    greetingMessage: 'Mensagem de saudação',
    greetingHelp: 'Obrigatória quando a conexão tem mais de uma fila.',
    complationMessage: 'Mensagem de conclusão',
    outOfHoursMessage: 'Mensagem de fora de expediente',
    ratingMessage: 'Mensagem de avaliação',
    expiresInactiveMessage: 'Mensagem por inatividade',
    expiresTicket: 'Encerrar chats abertos após x minutos',
    expiresTicketHelp: '0 = nunca',
    timeUseBotQueues: 'Tempo para envio do chatbot (minutos)',
    maxUseBotQueues: 'Quantidade máxima de vezes que o chatbot vai ser enviado',
    queues: 'Filas',
    transferQueue: 'Fila de transferência',
    noTransferQueue: 'Nenhuma',
    timeToTransfer: 'Transferir após x (minutos)',
    token: 'Token da API externa',
    copyToken: 'Copiar token',
    copied: 'Token copiado!',
    tabs: { general: 'Geral', messages: 'Mensagens', automation: 'Chatbot e tempos' },
    complationMessageHelp:
      'Enviada quando o atendimento é resolvido (com as avaliações ativas, depois da resposta à avaliação).',
    outOfHoursMessageHelp: 'Enviada quando o cliente escreve fora do horário de atendimento.',
    ratingMessageHelp:
      'Pergunta de avaliação enviada ao resolver, quando as avaliações estão ativas.',
    maxUseBotQueuesHelp:
      'Respostas fora do menu antes de o chatbot parar e deixar o cliente para uma pessoa. 0 = sem limite.',
    timeUseBotQueuesHelp:
      'Depois de um menu, o chatbot espera este tempo antes de falar de novo. 0 = sem espera.',
    transferQueueHelp: 'Atendimentos sem fila vão para ela depois de "Transferir após".',
    expiresInactiveMessageHelp: 'Enviada ao encerrar um atendimento por inatividade.',
    cloudApi: cloudApiTexts,
  },
};
