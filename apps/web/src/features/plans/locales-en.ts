import type { plansTexts } from './locales';

export const plansTextsEn: typeof plansTexts = {
  tab: 'Plans',
  formTitle: 'Plan',
  name: 'Name',
  users: 'Users',
  connections: 'Connections',
  queues: 'Queues',
  value: 'Value',
  flags: {
    useCampaigns: 'Campaigns',
    useSchedules: 'Schedules',
    useInternalChat: 'Internal chat',
    useExternalApi: 'External API',
    useKanban: 'Kanban',
    useOpenAi: 'Open AI',
    useIntegrations: 'Integrations',
  },
  yes: 'Yes',
  no: 'No',
  clear: 'Clear',
  empty: 'No plans found',
  inUse: 'The plan "{{name}}" is used by a company and cannot be deleted.',
  saved: 'Operation completed successfully!',
  saveError:
    'The operation could not be completed. Check whether a plan with the same name already exists or whether the fields were filled in correctly',
  confirmTitle: 'Delete record',
  confirmBody: 'Do you really want to delete this record?',
};
