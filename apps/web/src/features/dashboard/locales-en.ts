import type { dashboardTexts } from './locales';

/** English texts of the dashboard (locales.ts has the Portuguese ones). */
export const dashboardTextsEn: typeof dashboardTexts = {
  title: 'Dashboard',
  period: 'Period',
  lastDays: 'Last {{count}} days',
  custom: 'Date range',
  from: 'Start date',
  to: 'End date',
  filter: 'Filter',
  needsFilter: 'Set the filter',
  timeZone: 'Times in {{zone}}',
  counters: {
    supportHappening: 'In service',
    supportPending: 'Waiting',
    supportFinished: 'Finished',
    avgSupportTime: 'Avg. service time',
    avgWaitTime: 'Avg. waiting time',
    leads: 'New contacts',
  },
  attendants: {
    title: 'Attendants',
    name: 'Name',
    rating: 'Rating',
    avgSupportTime: 'Avg. service time',
    tickets: 'Finished',
    live: 'In progress',
    status: 'Status',
    online: 'Online',
    offline: 'Offline',
    empty: 'No attendants',
  },
  clients: {
    title: 'Customers',
    name: 'Customer',
    avgSupportTime: 'Avg. service time',
    totalTickets: 'Tickets',
    empty: 'No ticket finished in the period',
  },
  charts: {
    perUser: 'Tickets per attendant',
    perDay: 'Tickets per day',
    perHour: 'Tickets per hour',
    total: 'Total: {{count}}',
    tickets: 'Tickets',
  },
  loadError: 'Could not load the dashboard',
};
