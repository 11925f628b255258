import type { templateTexts } from './template-locales';

/** English texts of the template picker (template-locales.ts has the Portuguese ones). */
export const templateTextsEn: typeof templateTexts = {
  open: 'Send template',
  title: 'Send an approved template',
  loading: 'Loading templates...',
  empty:
    'This connection has no approved templates. Create and approve templates in Meta’s manager.',
  choose: 'Template',
  parameter: 'Parameter {{n}}',
  preview: 'Preview',
  send: 'Send',
  cancel: 'Cancel',
  sent: 'Template sent',
};
