import type { tagsTexts } from './locales';

/** Spanish texts of the tags feature (locales.ts has the Portuguese ones). */
export const tagsTextsEs: typeof tagsTexts = {
  title: 'Etiquetas',
  searchPlaceholder: 'Buscar...',
  add: 'Nueva etiqueta',
  empty: 'No se encontraron etiquetas.',
  columns: { name: 'Nombre', tickets: 'Registros de atenciones' },
  editAria: 'Editar etiqueta {{name}}',
  deleteAria: 'Eliminar etiqueta {{name}}',
  confirmTitle: 'Eliminación de registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
  success: '¡Operación realizada con éxito!',
  modal: {
    addTitle: 'Agregar etiqueta',
    editTitle: 'Editar etiqueta',
    name: 'Nombre',
    color: 'Color',
    palette: 'Colores sugeridos',
    swatch: 'Color {{color}}',
    kanban: 'Kanban',
  },
};
