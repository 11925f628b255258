/**
 * Texts of the file lists page and of the chat's file list picker, under the i18n key 'files',
 * in Portuguese (the default). English and Spanish are in locales-en.ts and locales-es.ts.
 */
export const filesTexts = {
  title: 'Lista de arquivos',
  searchPlaceholder: 'Pesquisar...',
  add: 'Adicionar',
  name: 'Nome',
  message: 'Mensagem',
  options: 'Arquivos',
  empty: 'Nenhuma lista de arquivos encontrada',
  addTitle: 'Adicionar lista de arquivos',
  editTitle: 'Editar lista de arquivos',
  optionName: 'Nome do arquivo',
  addOption: 'Adicionar arquivo',
  chooseFile: 'Escolher arquivo',
  removeOption: 'Remover arquivo',
  fileRequired: 'Escolha um arquivo para este item',
  noFile: 'Nenhum arquivo',
  confirmTitle: 'Excluir lista de arquivos',
  confirmBody: 'A lista e seus arquivos serão excluídos. Deseja continuar?',
  success: 'Operação realizada com sucesso!',
  send: 'Enviar lista de arquivos',
  pickTitle: 'Enviar lista de arquivos',
  pickEmpty: 'Nenhuma lista de arquivos. Crie uma em Lista de arquivos.',
  pickEmptyAskAdmin: 'Nenhuma lista de arquivos. Peça a um administrador que crie uma.',
  sent: 'Lista de arquivos enviada',
  // i18next picks _one or _other from count
  filesCount_zero: '{{count}} arquivos',
  filesCount_one: '{{count}} arquivo',
  filesCount_other: '{{count}} arquivos',
};
