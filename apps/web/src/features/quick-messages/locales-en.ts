import type { quickMessagesTexts } from './locales';

/** English texts of the quick messages feature (locales.ts has the Portuguese ones). */
export const quickMessagesTextsEn: typeof quickMessagesTexts = {
  title: 'Quick Answers',
  searchPlaceholder: 'Search...',
  add: 'Add',
  shortcode: 'Shortcode',
  message: 'Message',
  attachment: 'Media name',
  noAttachment: 'No attachment',
  empty: 'No quick answers found',
  confirmTitle: 'Delete record',
  confirmBody: 'Do you really want to delete this record?',
  success: 'Operation completed successfully!',
  addTitle: 'Add quick answer',
  editTitle: 'Edit quick answer',
  geral: 'Available to the whole company',
  attach: 'Attach file',
  removeAttachment: 'Remove attachment',
  suggestions: 'Quick answers',
  fileRefused: 'The file "{{name}}" cannot be attached: send a png, jpg or jpeg image.',
};
