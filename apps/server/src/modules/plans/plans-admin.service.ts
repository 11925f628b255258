import type { PlanData, PlanDTO } from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { countCompaniesOnPlan } from '../companies/companies-admin.repo';
import { requireSuper } from '../companies/companies-admin.service';
import { toPlanDTO } from '../companies/company-dto';
import * as repo from './plans.repo';

const planNotFound = () => notFound('ERR_NO_PLAN_FOUND', 'Plano não encontrado');

async function ensureNameFree(db: Executor, name: string, exceptId?: number) {
  if (await repo.planNameTaken(db, name, exceptId)) {
    throw new AppError('ERR_VALIDATION', 400, 'Já existe um plano com este nome', {
      name: 'Já existe um plano com este nome',
    });
  }
}

/** GET /plans/all: every plan, for any signed-in user (the public sign-up lists them too). */
export async function listAllPlans(ctx: Ctx): Promise<PlanDTO[]> {
  return (await repo.listPlans(ctx.db)).map(toPlanDTO);
}

export async function getPlan(ctx: Ctx, id: number): Promise<PlanDTO> {
  const plan = await repo.findPlan(ctx.db, id);
  if (!plan) throw planNotFound();
  return toPlanDTO(plan);
}

/** POST /plans (super users): the value is kept as the exact decimal typed. */
export async function createPlan(ctx: Ctx, input: PlanData): Promise<PlanDTO> {
  requireSuper(ctx);
  await ensureNameFree(ctx.db, input.name);
  return toPlanDTO(await repo.insertPlan(ctx.db, input));
}

export async function updatePlan(ctx: Ctx, id: number, input: PlanData): Promise<PlanDTO> {
  requireSuper(ctx);
  if (!(await repo.findPlan(ctx.db, id))) throw planNotFound();
  await ensureNameFree(ctx.db, input.name, id);
  const row = await repo.updatePlan(ctx.db, id, input);
  if (!row) throw planNotFound();
  return toPlanDTO(row);
}

/**
 * DELETE /plans/{id} (super users): refused while a company is on the plan, naming it. The plan
 * row is locked first, so no company can take it up between the count and the delete.
 */
export async function deletePlan(ctx: Ctx, id: number): Promise<void> {
  requireSuper(ctx);
  await ctx.db.transaction(async (tx) => {
    const plan = await repo.lockPlan(tx, id);
    if (!plan) throw planNotFound();
    const inUse = await countCompaniesOnPlan(tx, id);
    if (inUse > 0) {
      throw new AppError(
        'ERR_PLAN_IN_USE',
        400,
        `O plano "${plan.name}" está em uso por ${inUse} empresa(s) e não pode ser excluído`,
      );
    }
    await repo.deletePlan(tx, id);
  });
}
