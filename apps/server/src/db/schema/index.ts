export * from './companies';
export * from './queues';
export * from './users';
export * from './whatsapps';
export * from './contacts';
export * from './tickets';
export * from './sandbox';
export * from './quick-messages';
