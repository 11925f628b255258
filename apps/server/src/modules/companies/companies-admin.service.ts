import { randomBytes } from 'node:crypto';
import {
  isAdminProfile,
  PAGE_SIZE,
  SETTING_DEFAULTS,
  WEEKDAYS,
  type CompaniesPage,
  type CompanyAdminDTO,
  type CompanyData,
  type CompanyDetailDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, forbidden, invalid, notFound } from '../../http/app-error';
import { hashPassword } from '../auth/password';
import { endCompanySessions } from '../auth/sessions';
import { findPlan } from '../plans/plans.repo';
import { findUserByEmail, insertUser } from '../users/users.repo';
import * as admin from './companies-admin.repo';
import { findCompany, insertCompany, listSettings, upsertSettings } from './companies.repo';
import { toCompanyAdminDTO, toCompanyDTO } from './company-dto';

export const companyNotFound = () => notFound('ERR_NOT_FOUND', 'Empresa não encontrada');

/** Companies, plans and helps are the platform's: super users only (spec 2 §6). */
export function requireSuper(ctx: Ctx) {
  if (!ctx.user.super) throw forbidden();
}

const nameTaken = () =>
  new AppError('ERR_COMPANY_NAME_IN_USE', 400, 'Já existe uma empresa com este nome', {
    name: 'Já existe uma empresa com este nome',
  });

async function checkCompanyInput(db: Executor, input: CompanyData, exceptId?: number) {
  if (await admin.companyNameTaken(db, input.name, exceptId)) throw nameTaken();
  if (!(await findPlan(db, input.planId))) {
    throw invalid({ planId: 'Plano não encontrado' }, 'ERR_NO_PLAN_FOUND');
  }
}

async function loadAdminDTO(db: Executor, id: number): Promise<CompanyAdminDTO> {
  const row = await admin.findCompanyRow(db, id);
  if (!row) throw companyNotFound();
  return toCompanyAdminDTO(row);
}

/** GET /companies: one page by name or e-mail fragment. */
export async function listCompanies(
  ctx: Ctx,
  q: { searchParam: string; pageNumber: number },
): Promise<CompaniesPage> {
  requireSuper(ctx);
  const page = await admin.listCompaniesPage(ctx.db, {
    search: q.searchParam,
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
  });
  return { companies: page.rows.map(toCompanyAdminDTO), hasMore: page.hasMore, count: page.total };
}

/** GET /companies/list: every company. */
export async function listAllCompanies(ctx: Ctx): Promise<CompanyAdminDTO[]> {
  requireSuper(ctx);
  return (await admin.listAllCompanies(ctx.db)).map(toCompanyAdminDTO);
}

/**
 * GET /companies/{id}: a super user reads any company; an admin their own (the Schedules
 * tab); another company's id answers 404 as if it did not exist.
 */
export async function getCompany(ctx: Ctx, id: number): Promise<CompanyDetailDTO> {
  if (!ctx.user.super) {
    if (!isAdminProfile(ctx.user.profile)) throw forbidden();
    if (id !== ctx.companyId) throw companyNotFound();
  }
  const company = await findCompany(ctx.db, id);
  if (!company) throw companyNotFound();
  const [plan, settings] = await Promise.all([
    findPlan(ctx.db, company.planId),
    listSettings(ctx.db, id),
  ]);
  return { ...toCompanyDTO(company, plan, settings), schedules: company.schedules };
}

/**
 * GET /companies/listPlan/{companyId}: the company with its plan, which the web app reads for
 * the plan's flags; any user of that company, or a super user for any company.
 */
export async function getCompanyPlan(ctx: Ctx, companyId: number) {
  if (!ctx.user.super && companyId !== ctx.companyId) throw companyNotFound();
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw companyNotFound();
  return toCompanyDTO(company, await findPlan(ctx.db, company.planId), []);
}

/**
 * POST /companies: the company with every default setting and its first user, an admin with
 * the company's e-mail and a random password the super user sets with the user button
 * (docs/decisions/0054-company-administration.md).
 */
export async function createCompany(ctx: Ctx, input: CompanyData): Promise<CompanyAdminDTO> {
  requireSuper(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkCompanyInput(tx, input);
    if (await findUserByEmail(tx, input.email)) {
      throw new AppError('ERR_EMAIL_IN_USE', 400, 'Já existe um usuário com este e-mail', {
        email: 'Já existe um usuário com este e-mail',
      });
    }
    const company = await insertCompany(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      planId: input.planId,
      status: input.status,
      dueDate: input.dueDate,
      recurrence: input.recurrence,
      schedules: WEEKDAYS.map((d) => ({ ...d })),
    });
    const defaults = { ...SETTING_DEFAULTS, campaignsEnabled: String(input.campaignsEnabled) };
    await upsertSettings(
      tx,
      company.id,
      Object.entries(defaults).map(([key, value]) => ({ key, value })),
    );
    await insertUser(tx, company.id, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      profile: 'admin',
    });
    return loadAdminDTO(tx, company.id);
  });
}

/** PUT /companies/{id}: the company form's fields and its campaigns switch. */
export async function updateCompany(
  ctx: Ctx,
  id: number,
  input: CompanyData,
): Promise<CompanyAdminDTO> {
  requireSuper(ctx);
  let switchedOff = false;
  const dto = await ctx.db.transaction(async (tx) => {
    const before = await findCompany(tx, id);
    if (!before) throw companyNotFound();
    await checkCompanyInput(tx, input, id);
    switchedOff = before.status && !input.status;
    await admin.updateCompany(tx, id, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      planId: input.planId,
      status: input.status,
      dueDate: input.dueDate,
      recurrence: input.recurrence,
    });
    await upsertSettings(tx, id, [
      { key: 'campaignsEnabled', value: String(input.campaignsEnabled) },
    ]);
    return loadAdminDTO(tx, id);
  });
  // after the commit, so no request can cache the ended sessions again
  if (switchedOff) await endCompanySessions(ctx, id);
  return dto;
}
