/**
 * Texts of the to-do page, under the i18n key 'todo', in Portuguese (the default). English and
 * Spanish are in locales-en.ts and locales-es.ts, typed to mirror these keys.
 */
export const todoTexts = {
  title: 'Tarefas',
  newTask: 'Nova tarefa',
  add: 'Adicionar',
  save: 'Salvar',
  cancelEdit: 'Cancelar edição',
  empty: 'Nenhuma tarefa. Escreva acima e clique em Adicionar.',
  browserOnly: 'As tarefas ficam apenas neste navegador.',
  created: 'Criada em {{date}} às {{time}}',
  updated: 'Alterada em {{date}} às {{time}}',
  editAria: 'Editar tarefa {{text}}',
  deleteAria: 'Excluir tarefa {{text}}',
  confirmTitle: 'Excluir tarefa',
  confirmBody: 'Deseja realmente excluir esta tarefa?',
};
