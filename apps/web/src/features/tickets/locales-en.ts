import type { ticketsTexts } from './locales';

/** English texts of the tickets feature (locales.ts has the Portuguese ones). */
export const ticketsTextsEn: typeof ticketsTexts = {
  pageTabs: { ticket: 'Ticket', tickets: 'Tickets' },
  takenBy: '{{name}} already accepted this ticket.',
  heldBy: '{{name}} is handling this ticket.',
  empty: 'Select a ticket to start chatting.',
  tabs: {
    open: 'Open',
    closed: 'Resolved',
    search: 'Search',
    assigned: 'Attending',
    pending: 'Waiting',
  },
  showAll: 'All',
  queueFilter: 'Queues',
  queueFilterAll: 'All',
  newTicket: 'New',
  firstSteps: {
    text: 'To receive conversations, connect a WhatsApp number.',
    go: 'Go to Connections',
  },
  list: {
    label: 'Ticket list',
    empty: 'No tickets found',
    loading: 'Loading tickets...',
    failed: 'Could not load the tickets.',
  },
  search: {
    text: 'Search tickets and messages',
    tags: 'Filter by tags',
    users: 'Filter by users',
    date: 'Date',
    clear: 'Clear',
    hint: 'Type a term or choose a filter to search',
  },
  item: {
    accept: 'Accept',
    close: 'Resolve',
    reopen: 'Reopen',
    peek: 'Peek at conversation',
    unread: 'Unread messages: {{count}}',
    noQueue: 'No queue',
    /** a waiting ticket the chatbot still holds: the customer is in its menus */
    withBot: 'With the bot',
    connection: 'Connection',
    /** a row's button as a screen reader names it: the visible word, then whose ticket */
    forContact: '{{action}}: {{name}}',
  },
  confirmClose: {
    title: 'Resolve ticket',
    body: 'Resolve the ticket of {{name}}?',
  },
  peek: {
    title: 'Conversation with {{name}}',
    close: 'Close',
  },
  newTicketModal: {
    title: 'Create Ticket',
    contact: 'Search contact',
    typeMore: 'Type at least 3 characters',
    noContacts: 'No contacts found',
    addContact: 'Add contact "{{name}}"',
    queue: 'Queue',
    noQueue: 'No queue',
    queueRequired: 'Select a queue',
    connection: 'Connection',
    contactRequired: 'Select a contact',
    save: 'Save',
    conflict: 'This contact is already being attended by {{user}} in queue {{queue}}.',
    conflictWaiting: 'This contact already has a ticket waiting in queue {{queue}}.',
    openExisting: 'Open ticket',
  },
};
