import type { tagsTexts } from './locales';

/** English texts of the tags feature (locales.ts has the Portuguese ones). */
export const tagsTextsEn: typeof tagsTexts = {
  title: 'Tags',
  searchPlaceholder: 'Search...',
  add: 'New Tag',
  empty: 'No tags found.',
  columns: { name: 'Name', tickets: 'Ticket records' },
  editAria: 'Edit tag {{name}}',
  deleteAria: 'Delete tag {{name}}',
  confirmTitle: 'Delete record',
  confirmBody: 'Do you really want to delete this record?',
  success: 'Operation completed successfully!',
  modal: {
    addTitle: 'Add tag',
    editTitle: 'Edit tag',
    name: 'Name',
    color: 'Colour',
    palette: 'Suggested colours',
    swatch: 'Colour {{color}}',
    kanban: 'Kanban',
  },
};
