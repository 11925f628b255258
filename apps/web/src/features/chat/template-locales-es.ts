import type { templateTexts } from './template-locales';

/** Spanish texts of the template picker (template-locales.ts has the Portuguese ones). */
export const templateTextsEs: typeof templateTexts = {
  open: 'Enviar plantilla',
  title: 'Enviar una plantilla aprobada',
  loading: 'Cargando plantillas...',
  empty:
    'Esta conexión no tiene plantillas aprobadas. Cree y apruebe plantillas en el administrador de Meta.',
  choose: 'Plantilla',
  parameter: 'Parámetro {{n}}',
  preview: 'Vista previa',
  send: 'Enviar',
  cancel: 'Cancelar',
  sent: 'Plantilla enviada',
};
