import type { plansTexts } from './locales';

export const plansTextsEs: typeof plansTexts = {
  tab: 'Planes',
  formTitle: 'Plan',
  name: 'Nombre',
  users: 'Usuarios',
  connections: 'Conexiones',
  queues: 'Colas',
  value: 'Valor',
  flags: {
    useCampaigns: 'Campañas',
    useSchedules: 'Programaciones',
    useInternalChat: 'Chat interno',
    useExternalApi: 'API externa',
    useKanban: 'Kanban',
    useOpenAi: 'Open AI',
    useIntegrations: 'Integraciones',
  },
  yes: 'Sí',
  no: 'No',
  clear: 'Limpiar',
  empty: 'No se encontraron planes',
  inUse: 'El plan "{{name}}" está en uso por alguna empresa y no se puede eliminar.',
  saved: '¡Operación realizada con éxito!',
  saveError:
    'No se pudo realizar la operación. Verifique si ya existe un plan con el mismo nombre o si los campos se completaron correctamente',
  confirmTitle: 'Eliminación de registro',
  confirmBody: '¿Realmente desea eliminar este registro?',
};
