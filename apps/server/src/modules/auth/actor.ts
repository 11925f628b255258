import type { Actor } from '../../context';
import type { Executor } from '../../db/client';
import { findActorRow } from './auth.repo';

/**
 * The one way to load who is acting, as the database says now: profile, live session, queues
 * and allTicket. Used for requests and sockets (checked against the token) and for jobs that
 * act for a user. Undefined when the user no longer exists in that company.
 */
export async function loadActor(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<Actor | undefined> {
  const row = await findActorRow(db, companyId, userId);
  if (!row) return undefined;
  return {
    id: userId,
    companyId,
    profile: row.profile,
    super: row.super,
    sessionId: row.sessionId ?? '',
    allTicket: row.allTicket,
    queueIds: row.queueIds.map(Number),
  };
}
