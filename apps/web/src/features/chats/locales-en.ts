import type { chatsTexts } from './locales';

export const chatsTextsEn: typeof chatsTexts = {
  title: 'Internal chat',
  new: 'New',
  tabChats: 'Chats',
  tabMessages: 'Messages',
  empty: 'No chats',
  pickChat: 'Choose a chat',
  noMessages: 'No messages yet',
  edit: 'Edit',
  delete: 'Delete',
  unread_zero: '{{count}} unread messages',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  inputPlaceholder: 'Type a message',
  send: 'Send',
  messagesOf: 'Messages of {{title}}',
  list: 'Chats',
  dialog: {
    title: 'Chat',
    titleField: 'Title',
    users: 'Filter by users',
    cancel: 'Close',
    save: 'Save',
  },
  confirmTitle: 'Delete chat',
  confirmBody: 'This cannot be undone. Confirm?',
  popover: {
    open_zero: 'Internal chat: no unread chats',
    open_one: 'Internal chat: {{count}} unread chat',
    open_other: 'Internal chat: {{count}} unread chats',
    title: 'Internal chat',
    empty: 'No messages',
    seeAll: 'See all',
  },
  menuDot: 'Unread messages',
  // the dialog's rules (spec 3 §5); the Portuguese ones are the server's texts too
  rules: {
    titleRequired: 'Please fill in the chat title.',
    usersRequired: 'Please select at least one user.',
  },
};
