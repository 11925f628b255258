import type { PlanFlag } from './constants';

/**
 * The one table of plan-gated features (docs/decisions/0055-plan-feature-table.md): for each plan
 * flag, the API route prefixes of that feature (spec 1-3 paths, without '/api') and the web
 * menu paths it hides. The server refuses every route under a prefix with 403
 * ERR_PLAN_FEATURE_DISABLED when the company's plan lacks the flag, whether or not the module
 * exists yet, so a module is gated the moment it is registered.
 */
export const PLAN_FEATURES: Record<PlanFlag, { api: readonly string[]; menu: readonly string[] }> =
  {
    useCampaigns: {
      api: ['/campaigns', '/campaign-settings', '/contact-lists', '/contact-list-items'],
      menu: ['/campaigns', '/contact-lists', '/campaigns-config'],
    },
    useSchedules: { api: ['/schedules'], menu: ['/schedules'] },
    useInternalChat: { api: ['/chats'], menu: ['/chats'] },
    // the external send API keeps its integrators' path (ARCHITECTURE §3)
    useExternalApi: { api: ['/messages/send'], menu: ['/messages-api'] },
    useKanban: { api: ['/kanban'], menu: ['/kanban'] },
    useOpenAi: { api: ['/prompt'], menu: ['/prompts'] },
    useIntegrations: { api: ['/queueIntegration'], menu: ['/queue-integration'] },
  };

/** Whether `path` is `prefix` or below it, segment by segment ('/chats/1' yes, '/chatsx' no). */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The flag a route needs, from its path below '/api' (a route pattern such as
 * '/campaigns/:id', or a browser path for the menu); undefined when the route is not gated.
 */
export function planFlagOf(path: string, side: 'api' | 'menu' = 'api'): PlanFlag | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  for (const [flag, feature] of Object.entries(PLAN_FEATURES)) {
    if (feature[side].some((prefix) => under(clean, prefix))) return flag as PlanFlag;
  }
  return undefined;
}
