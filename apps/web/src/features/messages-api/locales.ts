/**
 * Texts of the messages API page, under the i18n key 'messagesApi', in Portuguese (the default).
 * English and Spanish are in locales-en.ts and locales-es.ts, typed to mirror these keys.
 */
export const messagesApiTexts = {
  title: 'API de Mensagens',
  intro:
    'Envie mensagens de texto e arquivos pelos seus sistemas (CRM, loja, ERP) por uma das conexões da empresa. Cada conexão tem o seu token; a mensagem fica registrada no atendimento do contato.',
  howTitle: 'Como enviar',
  endpoint: 'Endereço',
  rules: {
    auth: 'Cabeçalho Authorization: Bearer seguido do token da conexão.',
    number:
      'number: só dígitos, sem máscara, com código do país, DDD e número (ex.: 5511999999999), ou o id de um grupo.',
    body: 'body: o texto. Para arquivos, envie multipart/form-data com number, body (opcional) e os arquivos no campo medias.',
    flags:
      'closeTicket: true encerra o atendimento após o envio. saveOnTicket: true deixa o atendimento aberto por este envio aguardando a equipe (por padrão ele é encerrado).',
    idempotency:
      'Idempotency-Key (opcional): repetir a requisição com a mesma chave não envia de novo; a resposta é a da primeira vez.',
    limit:
      'Limite de envios por minuto em cada token: acima dele a resposta é 429 com Retry-After.',
    answers:
      'Respostas: 200 enviada; 400 campo inválido (nomeado em fields) ou número fora do WhatsApp; 401 token inválido; 402 assinatura vencida; 403 plano sem API; 429 limite atingido.',
  },
  tokenTitle: 'Token da conexão',
  connection: 'Conexão',
  token: 'Token',
  copy: 'Copiar',
  copied: 'Copiado!',
  noConnection: 'Cadastre uma conexão para obter um token.',
  examplesTitle: 'Exemplos',
  testTitle: 'Testar envio',
  textForm: 'Mensagem de texto',
  mediaForm: 'Mensagem com arquivo',
  number: 'Número',
  numberHelp: 'Só dígitos: código do país, DDD e número',
  message: 'Mensagem',
  file: 'Escolher arquivo',
  noFile: 'Nenhum arquivo escolhido',
  removeFile: 'Remover arquivo',
  fileRequired: 'Escolha um arquivo',
  send: 'Enviar',
  sent: 'Mensagem enviada com sucesso (atendimento {{ticketId}})',
};
