import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { addDays, businessDate } from '../../dates';
import { SUPER_LOGIN, type Session, type TestApp } from '../../../test/harness';

/** A valid checkout data step (spec 2 §5), with a price the server must not believe. */
export const CHECKOUT = {
  firstName: 'Maria',
  lastName: 'Souza',
  address2: 'Rua das Flores, 10',
  city: 'São Paulo',
  state: 'SP',
  zipcode: '01001-000',
  country: 'BR',
  price: 0.01,
  plan: '{"title":"Plano Padrão"}',
  users: 10,
  connections: 5,
};

/** Today in the business time zone, by the test app's clock, plus `days`. */
export const dayOf = (t: TestApp, days = 0) => addDays(businessDate(t.clock.now()), days);

export async function setDueDate(t: TestApp, companyId: number, dueDate: string | null) {
  await t.deps.db.update(companies).set({ dueDate }).where(eq(companies.id, companyId));
}

export async function dueDateOf(t: TestApp, companyId: number) {
  const [row] = await t.deps.db
    .select({ dueDate: companies.dueDate })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.dueDate;
}

export const superLogin = (t: TestApp) => t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);

/** The company's invoices as its admin sees them on the Faturas page. */
export async function invoicesOf(t: TestApp, admin: Session) {
  const res = await t.request('GET', '/invoices/all', admin.token);
  if (res.statusCode !== 200) throw new Error(`invoices: ${res.body}`);
  return res.json().invoices as { id: number; status: string; dueDate: string; value: string }[];
}

/** Issues the invoices due within 20 days now, as the super user's button does. */
export async function issueNow(t: TestApp, superUser: Session) {
  const res = await t.request('POST', '/invoices/issue', superUser.token);
  if (res.statusCode !== 200) throw new Error(`issue: ${res.body}`);
  return res.json().issued as number;
}
