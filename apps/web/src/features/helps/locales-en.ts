import type { helpsTexts } from './locales';

export const helpsTextsEn: typeof helpsTexts = {
  tab: 'Help',
  title_one: 'Help ({{count}})',
  title_other: 'Help ({{count}})',
  empty: 'No help videos yet',
  loadError: 'The list of records could not be loaded',
  open: 'Watch: {{title}}',
  close: 'Close',
  formTitle: 'Help video',
  fields: {
    title: 'Title',
    video: 'Video code',
    videoHelp: "The video's YouTube code (or paste the video's address)",
    description: 'Description',
  },
  clear: 'Clear',
  saved: 'Operation completed successfully!',
  confirmTitle: 'Delete record',
  confirmBody: 'Do you really want to delete this record?',
};
