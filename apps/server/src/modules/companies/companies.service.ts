import { SETTING_DEFAULTS, TRIAL_DAYS, WEEKDAYS, type SignupData } from '@atende/shared';
import type { PublicCtx } from '../../context';
import { addDays, businessDate } from '../../dates';
import { AppError, invalid } from '../../http/app-error';
import { hashPassword } from '../auth/password';
import { insertUser, findUserByEmail } from '../users/users.repo';
import { findPlan } from '../plans/plans.repo';
import * as repo from './companies.repo';

/**
 * Public sign-up (spec 2 §3): the company on a 3-day trial, monthly recurrence, active,
 * campaigns enabled, with every default setting, and its first admin user. Answers nothing:
 * the client goes to the login page, and the answer must not tell a taken address apart.
 */
export async function signup(ctx: PublicCtx, input: SignupData): Promise<void> {
  const today = businessDate(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const plan = await findPlan(tx, input.planId);
    if (!plan) throw invalid({ planId: 'Plano não encontrado' }, 'ERR_NO_PLAN_FOUND');
    if (await repo.findCompanyByName(tx, input.name)) {
      throw new AppError('ERR_COMPANY_NAME_IN_USE', 400, 'Já existe uma empresa com este nome', {
        name: 'Já existe uma empresa com este nome',
      });
    }
    const passwordHash = await hashPassword(input.password);
    // a taken address gets the same answer as a new one, so sign-up does not reveal accounts;
    // its owner keeps the account and can reset the password (docs/decisions/0013-...)
    if (await findUserByEmail(tx, input.email)) return;
    const company = await repo.insertCompany(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      planId: plan.id,
      status: true,
      recurrence: 'MENSAL',
      dueDate: addDays(today, TRIAL_DAYS),
      schedules: WEEKDAYS.map((d) => ({ ...d })),
    });
    await repo.upsertSettings(
      tx,
      company.id,
      Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value })),
    );
    await insertUser(tx, company.id, {
      name: input.name,
      email: input.email,
      passwordHash,
      profile: 'admin',
    });
  });
}
