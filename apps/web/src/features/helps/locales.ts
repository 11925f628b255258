/** Texts of the /helps page and the Settings page's Helps tab (key 'helps'), in Portuguese. */
export const helpsTexts = {
  tab: 'Ajuda',
  title_one: 'Ajuda ({{count}})',
  title_other: 'Ajuda ({{count}})',
  empty: 'Nenhum vídeo de ajuda cadastrado',
  loadError: 'Não foi possível carregar a lista de registros',
  saveError:
    'Não foi possível realizar a operação. Verifique se já existe uma ajuda com o mesmo título ou se os campos foram preenchidos corretamente',
  open: 'Assistir: {{title}}',
  close: 'Fechar',
  formTitle: 'Vídeo de ajuda',
  fields: {
    title: 'Título',
    video: 'Código do vídeo',
    videoHelp: 'O código do vídeo no YouTube (ou cole o endereço do vídeo)',
    description: 'Descrição',
  },
  clear: 'Limpar',
  saved: 'Operação realizada com sucesso!',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
};
