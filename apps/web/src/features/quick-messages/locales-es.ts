import type { quickMessagesTexts } from './locales';

/** Spanish texts of the quick messages feature (locales.ts has the Portuguese ones). */
export const quickMessagesTextsEs: typeof quickMessagesTexts = {
  title: 'Respuestas rápidas',
  searchPlaceholder: 'Buscar...',
  add: 'Agregar',
  shortcode: 'Atajo',
  message: 'Mensaje',
  attachment: 'Nombre del archivo',
  noAttachment: 'Sin adjunto',
  empty: 'No se encontraron respuestas rápidas',
  confirmTitle: 'Eliminar registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
  success: '¡Operación realizada con éxito!',
  addTitle: 'Agregar respuesta rápida',
  editTitle: 'Editar respuesta rápida',
  geral: 'Disponible para toda la empresa',
  attach: 'Adjuntar archivo',
  removeAttachment: 'Quitar adjunto',
  suggestions: 'Respuestas rápidas',
  fileRefused: 'El archivo "{{name}}" no se puede adjuntar: envíe una imagen png, jpg o jpeg.',
};
