/**
 * Texts of the announcements page and of the top bar's popover, under the i18n key
 * 'announcements', in Portuguese; English and Spanish are in locales-en.ts and locales-es.ts.
 */
export const announcementsTexts = {
  title: 'Informativos',
  searchPlaceholder: 'Pesquisar...',
  add: 'Novo informativo',
  empty: 'Nenhum informativo encontrado.',
  columns: { title: 'Título', priority: 'Prioridade', media: 'Imagem', status: 'Status' },
  noMedia: 'Sem imagem',
  priority: { '1': 'Alta', '2': 'Média', '3': 'Baixa' },
  status: { active: 'Ativo', inactive: 'Inativo' },
  editAria: 'Editar informativo {{title}}',
  deleteAria: 'Excluir informativo {{title}}',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
  success: 'Operação realizada com sucesso!',
  modal: {
    addTitle: 'Novo informativo',
    editTitle: 'Editar informativo',
    title: 'Título',
    text: 'Texto',
    status: 'Status',
    priority: 'Prioridade',
    attach: 'Anexar imagem',
    removeImage: 'Remover imagem',
  },
  popover: {
    open: 'Informativos: {{count}}',
    title: 'Informativos',
    empty: 'Nenhum informativo no momento.',
    imageAlt: 'Imagem do informativo {{title}}',
  },
};
