import type { helpsTexts } from './locales';

export const helpsTextsEn: typeof helpsTexts = {
  tab: 'Help',
  title_one: 'Help ({{count}})',
  title_other: 'Help ({{count}})',
  empty: 'No help videos yet',
  loadError: 'The list of records could not be loaded',
  saveError:
    'The operation could not be completed. Check whether a help with the same title already exists or whether the fields were filled in correctly',
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
