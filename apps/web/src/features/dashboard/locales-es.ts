import type { dashboardTexts } from './locales';

/** Spanish texts of the dashboard (locales.ts has the Portuguese ones). */
export const dashboardTextsEs: typeof dashboardTexts = {
  title: 'Dashboard',
  period: 'Período',
  lastDays: 'Últimos {{count}} días',
  custom: 'Rango de fechas',
  from: 'Fecha inicial',
  to: 'Fecha final',
  filter: 'Filtrar',
  needsFilter: 'Configure el filtro',
  timeZone: 'Horarios en {{zone}}',
  counters: {
    supportHappening: 'En atención',
    supportPending: 'En espera',
    supportFinished: 'Finalizados',
    avgSupportTime: 'T.M. de atención',
    avgWaitTime: 'T.M. de espera',
    leads: 'Nuevos contactos',
  },
  attendants: {
    title: 'Agentes',
    name: 'Nombre',
    rating: 'Evaluación',
    avgSupportTime: 'T.M. de atención',
    tickets: 'Finalizados',
    live: 'En curso',
    status: 'Estado',
    online: 'En línea',
    offline: 'Desconectado',
    empty: 'Ningún agente',
  },
  clients: {
    title: 'Clientes',
    name: 'Cliente',
    avgSupportTime: 'T.M. de atención',
    totalTickets: 'Atenciones',
    empty: 'Ninguna atención finalizada en el período',
  },
  charts: {
    perUser: 'Atenciones por agente',
    perDay: 'Atenciones por día',
    perHour: 'Atenciones por hora',
    total: 'Total: {{count}}',
    tickets: 'Atenciones',
  },
  loadError: 'No se pudo cargar el dashboard',
};
