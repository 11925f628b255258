import { useQuery } from '@tanstack/react-query';
import type { PlanDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** GET /plans/list: public, no credentials needed. */
export function usePublicPlans() {
  return useQuery({
    queryKey: ['plans', 'public'],
    queryFn: () => api.get<PlanDTO[]>('/plans/list', { auth: false }),
  });
}
