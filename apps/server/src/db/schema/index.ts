export * from './companies';
export * from './queues';
export * from './users';
