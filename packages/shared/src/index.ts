export * from './constants';
export * from './errors';
export * from './backups';
export * from './events';
export * from './server-events';
export * from './permissions';
// how a search finds a person by name or number (server SQL, browser live lists)
export * from './people-search';
export * from './message-summary';
// which unread tickets alert a user (notifications list, sound, browser notices)
export * from './ticket-alerts';
export * from './schemas/notification';
export * from './settings';
export * from './dto';
export * from './schemas/messages';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/password';
export * from './schemas/user';
export * from './schemas/company';
export * from './schemas/plan';
export * from './schemas/setting';
export * from './schemas/contact';
export * from './schemas/whatsapp';
export * from './schemas/tag';
export * from './schemas/ticket-note';
export * from './schemas/ticket';
export * from './schemas/quick-message';
export * from './schemas/message-list';
// queues and their bot menus
export * from './schemas/weekly-hours';
export * from './schemas/queue';
export * from './schemas/queue-option';
export * from './weekly-hours';
export * from './due-date';
// file types an upload may have (server check, browser pre-check)
export * from './upload-types';
export * from './plan-features';
export * from './schemas/help';

// notification recipients, company hours
export * from './schemas/schedules-body';
export * from './schemas/notify';

// invoices, checkout and payment providers
export * from './schemas/billing';
// password reset by e-mail, platform announcements
export * from './schemas/password-reset';
export * from './schemas/announcement';
// scheduled messages
export * from './schemas/schedule';
// what the WhatsApp channels add: sandbox numbers, Cloud API templates
export * from './schemas/channel-features';
// kanban board: lanes and cards
export * from './schemas/kanban';
// contact lists and file lists (campaign audiences, files sent from the chat)
export * from './schemas/contact-list';
export * from './schemas/file-list';
// AI prompts answering a queue's customers
export * from './schemas/prompt';
// campaigns, their settings and delivery report
export * from './schemas/campaign';
// internal chat between users
export * from './schemas/chat';
// dashboard and reports
export * from './schemas/dashboard';
export * from './schemas/report';
// outbound webhooks
export * from './schemas/webhook';
// queue integrations: Typebot, n8n / webhook, Dialogflow
export * from './schemas/queue-integration';
export * from './zone-formatters';
