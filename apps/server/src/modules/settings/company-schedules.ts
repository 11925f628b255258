import { isAdminProfile, type CompanyDetailDTO } from '@atende/shared';
import type { Ctx } from '../../context';
import type { WeeklyHours } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import { listSettings, updateCompanySchedules } from '../companies/companies.repo';
import { toCompanyDTO } from '../companies/company-dto';
import type { CompanyRow } from '../companies/companies.repo';
import { findPlan } from '../plans/plans.repo';

const companyNotFound = () => notFound('ERR_NOT_FOUND', 'Empresa não encontrada');

/**
 * An admin reads and sets their own company's hours; any other company's id answers 404
 * (reaching other companies is the platform's company administration).
 */
function requireOwnCompany(ctx: Ctx, id: number) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
  if (id !== ctx.companyId) throw companyNotFound();
}

async function detail(ctx: Ctx, company: CompanyRow | undefined): Promise<CompanyDetailDTO> {
  if (!company) throw companyNotFound();
  const [plan, settings] = await Promise.all([
    findPlan(ctx.db, company.planId),
    listSettings(ctx.db, ctx.companyId),
  ]);
  return { ...toCompanyDTO(company, plan, settings), schedules: company.schedules };
}

/** PUT /companies/{id}/schedules: replaces the week the bot's out-of-hours rule reads. */
export async function saveCompanySchedules(ctx: Ctx, id: number, schedules: WeeklyHours[]) {
  requireOwnCompany(ctx, id);
  return detail(ctx, await updateCompanySchedules(ctx.db, ctx.companyId, schedules));
}
