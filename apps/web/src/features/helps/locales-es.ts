import type { helpsTexts } from './locales';

export const helpsTextsEs: typeof helpsTexts = {
  tab: 'Ayuda',
  title_one: 'Ayuda ({{count}})',
  title_other: 'Ayuda ({{count}})',
  empty: 'No hay videos de ayuda registrados',
  loadError: 'No fue posible cargar la lista de registros',
  saveError:
    'No se pudo realizar la operación. Verifique si ya existe una ayuda con el mismo título o si los campos se completaron correctamente',
  open: 'Ver: {{title}}',
  close: 'Cerrar',
  formTitle: 'Video de ayuda',
  fields: {
    title: 'Título',
    video: 'Código del video',
    videoHelp: 'El código del video en YouTube (o pegue la dirección del video)',
    description: 'Descripción',
  },
  clear: 'Limpiar',
  saved: '¡Operación realizada con éxito!',
  confirmTitle: 'Eliminación de registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
};
