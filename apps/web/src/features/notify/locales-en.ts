import type { notifyTexts } from './locales';

/** English texts of the Notifications screen (recipients of waiting-ticket notices) (locales.ts has the Portuguese ones). */
export const notifyTextsEn: typeof notifyTexts = {
  tabs: { users: 'Users', hours: 'Hours' },
  add: 'Add User',
  searchPlaceholder: 'Search by name or WhatsApp',
  columns: { name: 'Name', whatsapp: 'Whatsapp', active: 'Active' },
  yes: 'Yes',
  no: 'No',
  noMatch: 'No recipient matches this search.',
  empty: 'No recipients. Add who should get the WhatsApp notices.',
  intro:
    'Who gets a notice on their own WhatsApp when a ticket starts waiting, within the hours set.',
  noticesOff: 'Notices are off. Turn them on in Settings.',
  openSettings: 'Open Settings',
  loadError: 'Error fetching the notification data',
  saved: 'Recipient saved!',
  deleted: 'Recipient deleted!',
  confirmTitle: 'Delete record',
  confirmBody: 'Do you really want to delete this record?',
  hoursFailed: 'Could not load the hours.',
  hoursIntro: 'Notices are sent only when the ticket starts waiting within these hours.',
  hoursSaved: 'Hours saved!',
  hoursError: 'Error saving the hours.',
  dialog: {
    addTitle: 'Add a user to notify',
    editTitle: 'Edit the user to notify',
    user: 'User',
    alreadyRecipient: 'already a recipient',
    whatsappNumber: 'WhatsApp number',
    whatsappHelp: 'Digits only, with the country and area code',
    active: 'Status',
    enabled: 'Active',
    disabled: 'Inactive',
    ok: 'OK',
  },
};
