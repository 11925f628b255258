import type { todoTexts } from './locales';

export const todoTextsEs: typeof todoTexts = {
  title: 'Tareas',
  newTask: 'Nueva tarea',
  add: 'Agregar',
  save: 'Guardar',
  cancelEdit: 'Cancelar edición',
  empty: 'No hay tareas. Escriba una arriba y haga clic en Agregar.',
  browserOnly: 'Las tareas se guardan solo en este navegador.',
  created: 'Creada el {{date}} a las {{time}}',
  updated: 'Modificada el {{date}} a las {{time}}',
  editAria: 'Editar tarea {{text}}',
  deleteAria: 'Eliminar tarea {{text}}',
  confirmTitle: 'Eliminar tarea',
  confirmBody: '¿Realmente desea eliminar esta tarea?',
};
