/**
 * Texts of the quick messages feature, under the i18n key 'quickMessages', in Portuguese (the
 * default, which comes with the app). English and Spanish, loaded when chosen, are in
 * locales-en.ts and locales-es.ts, typed to mirror these keys.
 */
export const quickMessagesTexts = {
  title: 'Respostas Rápidas',
  searchPlaceholder: 'Pesquisar...',
  add: 'Adicionar',
  shortcode: 'Atalho',
  message: 'Mensagem',
  attachment: 'Nome da mídia',
  noAttachment: 'Sem anexo',
  empty: 'Nenhuma resposta rápida encontrada',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
  success: 'Operação realizada com sucesso!',
  addTitle: 'Adicionar resposta rápida',
  editTitle: 'Editar resposta rápida',
  geral: 'Disponível para toda a empresa',
  attach: 'Anexar arquivo',
  removeAttachment: 'Remover anexo',
  suggestions: 'Respostas rápidas',
  fileRefused: 'O arquivo "{{name}}" não pode ser anexado: envie uma imagem png, jpg ou jpeg.',
};
