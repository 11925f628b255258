import type { announcementsTexts } from './locales';

export const announcementsTextsEn: typeof announcementsTexts = {
  title: 'Announcements',
  searchPlaceholder: 'Search...',
  add: 'New announcement',
  empty: 'No announcements found.',
  columns: { title: 'Title', priority: 'Priority', media: 'Image', status: 'Status' },
  noMedia: 'No image',
  priority: { '1': 'High', '2': 'Medium', '3': 'Low' },
  status: { active: 'Active', inactive: 'Inactive' },
  editAria: 'Edit announcement {{title}}',
  deleteAria: 'Delete announcement {{title}}',
  confirmTitle: 'Delete record',
  confirmBody: 'Do you really want to delete this record?',
  success: 'Operation completed successfully!',
  modal: {
    addTitle: 'New announcement',
    editTitle: 'Edit announcement',
    title: 'Title',
    text: 'Text',
    status: 'Status',
    priority: 'Priority',
    attach: 'Attach image',
    removeImage: 'Remove image',
  },
  popover: {
    open: 'Announcements: {{count}}',
    title: 'Announcements',
    empty: 'No announcements right now.',
    imageAlt: 'Image of the announcement {{title}}',
  },
};
