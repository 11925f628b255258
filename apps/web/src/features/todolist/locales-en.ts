import type { todoTexts } from './locales';

export const todoTextsEn: typeof todoTexts = {
  title: 'To-do',
  newTask: 'New task',
  add: 'Add',
  save: 'Save',
  cancelEdit: 'Cancel editing',
  empty: 'No tasks. Write one above and click Add.',
  browserOnly: 'Tasks are kept in this browser only.',
  created: 'Created on {{date}} at {{time}}',
  updated: 'Changed on {{date}} at {{time}}',
  editAria: 'Edit task {{text}}',
  deleteAria: 'Delete task {{text}}',
  confirmTitle: 'Delete task',
  confirmBody: 'Do you really want to delete this task?',
};
