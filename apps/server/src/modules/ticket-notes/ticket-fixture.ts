import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { contacts, tickets, whatsapps } from '../../db/schema';

/**
 * Test set-up (not a test): a connection, a contact and an open ticket of `companyId`,
 * inserted straight into the tables.
 */
export async function insertOpenTicket(
  db: Executor,
  companyId: number,
  opts: { queueId: number | null; userId?: number | null; contactId?: number },
) {
  const token = randomUUID();
  const [whatsapp] = await db
    .insert(whatsapps)
    .values({ companyId, name: `Conexão ${token.slice(0, 8)}`, token })
    .returning();
  let contactId = opts.contactId;
  if (contactId === undefined) {
    const [contact] = await db
      .insert(contacts)
      .values({
        companyId,
        name: 'Cliente Teste',
        number: `5511${token.replace(/\D/g, '').padEnd(9, '7').slice(0, 9)}`,
      })
      .returning();
    contactId = contact.id;
  }
  const [ticket] = await db
    .insert(tickets)
    .values({
      companyId,
      contactId,
      whatsappId: whatsapp.id,
      status: 'open',
      queueId: opts.queueId,
      userId: opts.userId ?? null,
    })
    .returning();
  return ticket;
}

/** Test set-up: the demo company's admin and agent signed in, and its queues' ids by name. */
export async function demoStaff(t: TestApp) {
  const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  const queues: { id: number; name: string }[] = (
    await t.request('GET', '/queue', admin.token)
  ).json();
  const queueId = (name: string) => queues.find((q) => q.name === name)!.id;
  return { admin, agent, queueId, companyId: admin.user.companyId };
}
