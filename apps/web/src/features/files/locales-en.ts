import type { filesTexts } from './locales';

/** English texts of the file lists (locales.ts has the Portuguese ones). */
export const filesTextsEn: typeof filesTexts = {
  title: 'File lists',
  searchPlaceholder: 'Search...',
  add: 'Add',
  name: 'Name',
  message: 'Message',
  options: 'Files',
  empty: 'No file lists found',
  addTitle: 'Add file list',
  editTitle: 'Edit file list',
  optionName: 'File name',
  addOption: 'Add file',
  chooseFile: 'Choose file',
  removeOption: 'Remove file',
  fileRequired: 'Choose a file for this item',
  noFile: 'No file',
  confirmTitle: 'Delete file list',
  confirmBody: 'The list and its files will be deleted. Continue?',
  success: 'Operation completed successfully!',
  send: 'Send file list',
  pickTitle: 'Send file list',
  pickEmpty: 'No file lists. Create one under File lists.',
  sent: 'File list sent',
  filesCount_one: '{{count}} file',
  filesCount_other: '{{count}} files',
};
