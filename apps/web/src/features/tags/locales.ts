/**
 * Texts of the tags feature, under the i18n key 'tags', in Portuguese (the default, which comes
 * with the app). English and Spanish, loaded when chosen, are in locales-en.ts and locales-es.ts,
 * typed to mirror these keys.
 */
export const tagsTexts = {
  title: 'Tags',
  searchPlaceholder: 'Pesquisar...',
  add: 'Nova Tag',
  empty: 'Nenhuma tag encontrada.',
  columns: { name: 'Nome', tickets: 'Registros de tickets' },
  editAria: 'Editar tag {{name}}',
  deleteAria: 'Excluir tag {{name}}',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
  success: 'Operação realizada com sucesso!',
  modal: {
    addTitle: 'Adicionar tag',
    editTitle: 'Editar tag',
    name: 'Nome',
    color: 'Cor',
    palette: 'Cores sugeridas',
    swatch: 'Cor {{color}}',
    kanban: 'Kanban',
  },
};
