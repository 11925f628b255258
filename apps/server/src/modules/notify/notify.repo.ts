import type { NotifyUserDTO } from '@atende/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, notifyUsers, tickets, users, type WeeklyHours } from '../../db/schema';

const recipientColumns = {
  id: notifyUsers.id,
  userId: notifyUsers.userId,
  name: users.name,
  whatsappNumber: notifyUsers.whatsappNumber,
  active: notifyUsers.active,
};

/** A company has a handful of recipients: the whole list, by name (notify_users_company_user). */
export function listRecipients(db: Executor, companyId: number): Promise<NotifyUserDTO[]> {
  return db
    .select(recipientColumns)
    .from(notifyUsers)
    .innerJoin(
      users,
      and(eq(users.companyId, notifyUsers.companyId), eq(users.id, notifyUsers.userId)),
    )
    .where(eq(notifyUsers.companyId, companyId))
    .orderBy(asc(users.name), asc(notifyUsers.id))
    .limit(1000);
}

export async function findRecipient(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select(recipientColumns)
    .from(notifyUsers)
    .innerJoin(
      users,
      and(eq(users.companyId, notifyUsers.companyId), eq(users.id, notifyUsers.userId)),
    )
    .where(and(eq(notifyUsers.companyId, companyId), eq(notifyUsers.id, id)))
    .limit(1);
  return row;
}

/** The company's recipient row for a user, if any (the user is at most once a recipient). */
export async function findRecipientOfUser(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: notifyUsers.id })
    .from(notifyUsers)
    .where(and(eq(notifyUsers.companyId, companyId), eq(notifyUsers.userId, userId)))
    .limit(1);
  return row;
}

type RecipientFields = { userId: number; whatsappNumber: string; active: boolean };

export async function insertRecipient(db: Executor, companyId: number, data: RecipientFields) {
  const [row] = await db
    .insert(notifyUsers)
    .values({ ...data, companyId })
    .returning({ id: notifyUsers.id });
  return row;
}

export async function updateRecipient(
  db: Executor,
  companyId: number,
  id: number,
  data: RecipientFields,
) {
  const rows = await db
    .update(notifyUsers)
    .set({ ...data, updatedAt: new Date() })
    .where(and(eq(notifyUsers.companyId, companyId), eq(notifyUsers.id, id)))
    .returning({ id: notifyUsers.id });
  return rows.length > 0;
}

export async function deleteRecipient(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(notifyUsers)
    .where(and(eq(notifyUsers.companyId, companyId), eq(notifyUsers.id, id)))
    .returning({ id: notifyUsers.id });
  return rows.length > 0;
}

/** The active recipients' numbers. */
export async function activeRecipientNumbers(db: Executor, companyId: number) {
  const rows = await db
    .select({ whatsappNumber: notifyUsers.whatsappNumber })
    .from(notifyUsers)
    .where(and(eq(notifyUsers.companyId, companyId), eq(notifyUsers.active, true)))
    .limit(1000);
  return rows.map((r) => r.whatsappNumber);
}

export async function findNotifySchedules(db: Executor, companyId: number) {
  const [row] = await db
    .select({ schedules: companies.notifySchedules })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.schedules ?? [];
}

export async function saveNotifySchedules(
  db: Executor,
  companyId: number,
  schedules: WeeklyHours[],
) {
  await db
    .update(companies)
    .set({ notifySchedules: schedules, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/**
 * Claims the one notice of a waiting ticket: sets pending_notice_at only while the ticket
 * still waits (pending, no agent) and was never claimed, in one statement, so a repeated
 * event, a job run twice or two workers at once claim it once.
 */
export async function claimPendingNotice(
  db: Executor,
  companyId: number,
  ticketId: number,
  at: Date,
) {
  const [row] = await db
    .update(tickets)
    .set({ pendingNoticeAt: at })
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.id, ticketId),
        eq(tickets.status, 'pending'),
        isNull(tickets.userId),
        isNull(tickets.pendingNoticeAt),
      ),
    )
    .returning({ id: tickets.id });
  return row !== undefined;
}
