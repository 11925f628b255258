import type { announcementsTexts } from './locales';

export const announcementsTextsEs: typeof announcementsTexts = {
  title: 'Informativos',
  searchPlaceholder: 'Buscar...',
  add: 'Nuevo informativo',
  empty: 'No se encontraron informativos.',
  columns: { title: 'Título', priority: 'Prioridad', media: 'Imagen', status: 'Estado' },
  noMedia: 'Sin imagen',
  priority: { '1': 'Alta', '2': 'Media', '3': 'Baja' },
  status: { active: 'Activo', inactive: 'Inactivo' },
  editAria: 'Editar informativo {{title}}',
  deleteAria: 'Eliminar informativo {{title}}',
  confirmTitle: 'Eliminación de registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
  success: '¡Operación realizada con éxito!',
  forbidden: '¡Esta empresa no tiene permiso para acceder a esta página! Le estamos redirigiendo.',
  modal: {
    addTitle: 'Nuevo informativo',
    editTitle: 'Editar informativo',
    title: 'Título',
    text: 'Texto',
    status: 'Estado',
    priority: 'Prioridad',
    attach: 'Adjuntar imagen',
    removeImage: 'Quitar imagen',
  },
  popover: {
    open: 'Informativos: {{count}}',
    title: 'Informativos',
    empty: 'No hay informativos por ahora.',
    imageAlt: 'Imagen del informativo {{title}}',
  },
};
