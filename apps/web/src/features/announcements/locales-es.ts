import type { announcementsTexts } from './locales';

export const announcementsTextsEs: typeof announcementsTexts = {
  title: 'Avisos',
  searchPlaceholder: 'Buscar...',
  add: 'Nuevo aviso',
  empty: 'No se encontraron avisos.',
  columns: { title: 'Título', priority: 'Prioridad', media: 'Imagen', status: 'Estado' },
  noMedia: 'Sin imagen',
  priority: { '1': 'Alta', '2': 'Media', '3': 'Baja' },
  status: { active: 'Activo', inactive: 'Inactivo' },
  editAria: 'Editar aviso {{title}}',
  deleteAria: 'Eliminar aviso {{title}}',
  confirmTitle: 'Eliminación de registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
  success: '¡Operación realizada con éxito!',
  modal: {
    addTitle: 'Nuevo aviso',
    editTitle: 'Editar aviso',
    title: 'Título',
    text: 'Texto',
    status: 'Estado',
    priority: 'Prioridad',
    attach: 'Adjuntar imagen',
    removeImage: 'Quitar imagen',
  },
  popover: {
    open: 'Avisos: {{count}}',
    title: 'Avisos',
    empty: 'No hay avisos por ahora.',
    imageAlt: 'Imagen del aviso {{title}}',
  },
};
