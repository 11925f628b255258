import { randomBytes } from 'node:crypto';
import { isStrongPassword, SETTING_DEFAULTS, WEEKDAYS } from '@atende/shared';
import { sql } from 'drizzle-orm';
import { addDays, businessDate } from '../dates';
import { hashPassword } from '../modules/auth/password';
import { countCompanies, insertCompany, upsertSettings } from '../modules/companies/companies.repo';
import { insertPlan } from '../modules/plans/plans.repo';
import { insertUser, replaceUserQueues } from '../modules/users/users.repo';
import type { Db, Executor } from './client';
import { queueOptions, queues, whatsappQueues, whatsapps } from './schema';

/** Documented in the README; SEED_DEMO=false leaves the demo company out. */
export const DEMO_LOGINS = {
  admin: { email: 'admin@demo.test', password: 'demo1234' },
  agent: { email: 'agente@demo.test', password: 'demo1234' },
};
const DEFAULT_ADMIN_EMAIL = 'admin@atende.local';
const SEED_LOCK = 7_231_002;

export interface SeedResult {
  seeded: boolean;
  adminEmail?: string;
  /** Set only when no ADMIN_PASSWORD was given: printed once by main.ts. */
  generatedPassword?: string;
}

const defaultSettings = () =>
  Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value }));

async function seedDemo(tx: Executor, planId: number, today: string) {
  const company = await insertCompany(tx, {
    name: 'Empresa Demo',
    email: DEMO_LOGINS.admin.email,
    phone: '11999990000',
    planId,
    dueDate: addDays(today, 365),
    schedules: WEEKDAYS.map((d) => ({ ...d })),
  });
  await upsertSettings(tx, company.id, defaultSettings());
  const [support, billing] = await tx
    .insert(queues)
    .values([
      {
        companyId: company.id,
        name: 'Atendimento',
        color: '#2563EB',
        orderQueue: 1,
        greetingMessage: 'Olá! Como podemos ajudar?',
        schedules: WEEKDAYS.map((d) => ({ ...d })),
      },
      {
        companyId: company.id,
        name: 'Financeiro',
        color: '#16A34A',
        orderQueue: 2,
        greetingMessage: 'Financeiro: em que podemos ajudar?',
        schedules: WEEKDAYS.map((d) => ({ ...d })),
      },
    ])
    .returning();
  const admin = await insertUser(tx, company.id, {
    name: 'Ana Admin',
    email: DEMO_LOGINS.admin.email,
    passwordHash: await hashPassword(DEMO_LOGINS.admin.password),
    profile: 'admin',
    allTicket: 'enabled',
  });
  await replaceUserQueues(tx, company.id, admin.id, [support.id, billing.id]);
  const agent = await insertUser(tx, company.id, {
    name: 'Bruno Agente',
    email: DEMO_LOGINS.agent.email,
    passwordHash: await hashPassword(DEMO_LOGINS.agent.password),
    profile: 'user',
  });
  await replaceUserQueues(tx, company.id, agent.id, [support.id]);
  // a simulated phone, already paired, so the demo can chat at once
  const [sandbox] = await tx
    .insert(whatsapps)
    .values({
      companyId: company.id,
      name: 'Telefone simulado',
      provider: 'sandbox',
      status: 'CONNECTED',
      isDefault: true,
      number: '5511900000001',
      token: randomBytes(24).toString('hex'),
      // the bot follows it with the numbered list of the connection's queues
      greetingMessage: 'Olá! Bem-vindo(a) à Empresa Demo. Com qual setor você quer falar?',
      channelState: { paired: true, number: '5511900000001' },
    })
    .returning();
  await tx.insert(whatsappQueues).values([
    { whatsappId: sandbox.id, queueId: support.id },
    { whatsappId: sandbox.id, queueId: billing.id },
  ]);
  await seedDemoMenu(tx, company.id, support.id);
}

/** A small menu on the first queue, so a newcomer sees the bot answer at once. */
async function seedDemoMenu(tx: Executor, companyId: number, queueId: number) {
  const [faq] = await tx
    .insert(queueOptions)
    .values([
      {
        companyId,
        queueId,
        option: 1,
        title: 'Dúvidas frequentes',
        message: 'Sobre o que é a sua dúvida?',
      },
      {
        companyId,
        queueId,
        option: 2,
        title: 'Falar com um atendente',
        message: 'Certo! Um atendente vai falar com você em instantes.',
        humanHandover: true,
      },
    ])
    .returning();
  await tx.insert(queueOptions).values({
    companyId,
    queueId,
    parentId: faq.id,
    option: 1,
    title: 'Horário de atendimento',
    message: 'Atendemos de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 12h.',
  });
}

/**
 * First start on an empty database: a default plan, the platform company with its super
 * admin, and (unless disabled) a demo company. Does nothing once any company exists.
 */
export async function seedFirstStart(
  db: Db,
  opts: { adminEmail?: string; adminPassword?: string; demo: boolean; now: Date },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await countCompanies(tx)) > 0) return { seeded: false };
    const today = businessDate(opts.now);
    const plan = await insertPlan(tx, {
      name: 'Plano Padrão',
      users: 10,
      connections: 5,
      queues: 10,
      value: '199.90',
    });
    const adminEmail = (opts.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const generatedPassword = opts.adminPassword ? undefined : generatePassword();
    const platform = await insertCompany(tx, {
      name: 'Atende',
      email: adminEmail,
      planId: plan.id,
      dueDate: null,
      schedules: WEEKDAYS.map((d) => ({ ...d })),
    });
    await upsertSettings(tx, platform.id, defaultSettings());
    await insertUser(tx, platform.id, {
      name: 'Administrador',
      email: adminEmail,
      passwordHash: await hashPassword(opts.adminPassword ?? generatedPassword!),
      profile: 'admin',
      super: true,
      allTicket: 'enabled',
    });
    if (opts.demo) await seedDemo(tx, plan.id, today);
    return { seeded: true, adminEmail, generatedPassword };
  });
}

/** A random first-start password that meets the password policy. */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (isStrongPassword(candidate)) return candidate;
  }
}
