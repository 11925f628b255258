/**
 * Texts of the AI prompts page, under the i18n key 'prompts', in Portuguese (the default).
 * English and Spanish are in locales-en.ts and locales-es.ts.
 */
export const promptsTexts = {
  title: 'Prompts',
  searchPlaceholder: 'Pesquisar...',
  add: 'Adicionar prompt',
  name: 'Nome',
  queue: 'Setor',
  maxTokens: 'Máximo de tokens na resposta',
  empty: 'Nenhum prompt encontrado',
  addTitle: 'Adicionar prompt',
  editTitle: 'Editar prompt',
  prompt: 'Prompt',
  apiKey: 'API Key',
  apiKeyStored: 'Chave salva. Deixe em branco para mantê-la.',
  range: 'De {{min}} a {{max}}',
  temperature: 'Temperatura',
  maxMessages: 'Máximo de mensagens no histórico',
  voice: 'Voz',
  voiceText: 'Texto',
  voiceKey: 'Chave do serviço de voz',
  voiceRegion: 'Região do serviço de voz',
  handoverMarker: 'Frase que transfere para um atendente',
  confirmTitle: 'Excluir prompt',
  confirmBody: 'O prompt será excluído e os setores que o usam voltarão ao menu. Deseja continuar?',
  success: 'Operação realizada com sucesso!',
  deleted: 'Prompt excluído com sucesso!',
  none: 'Nenhum',
};
