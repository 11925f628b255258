import type { filesTexts } from './locales';

/** Spanish texts of the file lists (locales.ts has the Portuguese ones). */
export const filesTextsEs: typeof filesTexts = {
  title: 'Lista de archivos',
  searchPlaceholder: 'Buscar...',
  add: 'Agregar',
  name: 'Nombre',
  message: 'Mensaje',
  options: 'Archivos',
  empty: 'No se encontraron listas de archivos',
  addTitle: 'Agregar lista de archivos',
  editTitle: 'Editar lista de archivos',
  optionName: 'Nombre del archivo',
  addOption: 'Agregar archivo',
  chooseFile: 'Elegir archivo',
  removeOption: 'Quitar archivo',
  fileRequired: 'Elija un archivo para este elemento',
  noFile: 'Ningún archivo',
  confirmTitle: 'Eliminar lista de archivos',
  confirmBody: 'Se eliminarán la lista y sus archivos. ¿Desea continuar?',
  success: '¡Operación realizada con éxito!',
  send: 'Enviar lista de archivos',
  pickTitle: 'Enviar lista de archivos',
  pickEmpty: 'No hay listas de archivos. Cree una en Lista de archivos.',
  sent: 'Lista de archivos enviada',
  filesCount_one: '{{count}} archivo',
  filesCount_other: '{{count}} archivos',
};
