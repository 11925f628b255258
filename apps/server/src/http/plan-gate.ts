import { planFlagOf } from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCompanyPlan } from '../modules/plans/plans.repo';
import { AppError } from './app-error';

const API = '/api';

/**
 * Plan flags enforced on the server (docs/decisions/0055-plan-feature-table.md): every route
 * whose pattern lies under a prefix of PLAN_FEATURES answers 403 ERR_PLAN_FEATURE_DISABLED,
 * naming the flag, when the company's plan lacks it. It runs as the first preParsing hook: after
 * the route's authentication (onRequest) and before the body is read, validated or handled. The
 * company is the authenticated one; a gated route reached with none is refused (401).
 */
export function registerPlanGate(app: FastifyInstance) {
  app.addHook('preParsing', async (req: FastifyRequest) => {
    const pattern = req.routeOptions.url;
    if (!pattern?.startsWith(`${API}/`)) return;
    const flag = planFlagOf(pattern.slice(API.length));
    if (!flag) return;
    const companyId = req.actor?.companyId ?? req.apiConnection?.companyId;
    if (companyId === undefined) {
      throw new AppError('ERR_UNAUTHORIZED', 401, 'Faça login para continuar.');
    }
    const plan = await findCompanyPlan(req.server.deps.db, companyId);
    if (!plan?.[flag]) {
      throw new AppError(
        'ERR_PLAN_FEATURE_DISABLED',
        403,
        `O plano da empresa não inclui este recurso (${flag})`,
        undefined,
        flag,
      );
    }
  });
}
