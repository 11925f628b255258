import { isAdminProfile } from '@atende/shared';
import type { Executor } from '../db/client';
import { canSeeTicket, type Viewer } from '../modules/tickets/ticket-visibility';
import { findTicket } from '../modules/tickets/tickets.repo';
import { rooms } from './rooms';

/** What both a local socket and a socket fetched through the adapter offer. */
export type RoomMember = {
  rooms: Set<string>;
  join(r: string | string[]): unknown;
  leave(r: string): unknown;
};

/**
 * Ticket events reach a socket through the rooms of what its user may see: admins, queues,
 * tickets without a queue. Called at connect and again when the user's profile or queues change.
 */
export function joinVisibilityRooms(socket: RoomMember, companyId: number, viewer: Viewer) {
  for (const room of socket.rooms) {
    if (room.startsWith(`company:${companyId}:`)) void socket.leave(room);
  }
  const wanted: string[] = viewer.queueIds.map((q) => rooms.queue(companyId, q));
  if (viewer.allTicket === 'enabled') wanted.push(rooms.noQueue(companyId));
  if (isAdminProfile(viewer.profile)) wanted.push(rooms.admins(companyId));
  void socket.join(wanted);
}

/** The chats (joinChatBox) a socket has open whose ticket its user may no longer see: it leaves them. */
export async function leaveHiddenChats(
  db: Executor,
  socket: RoomMember,
  companyId: number,
  viewer: Viewer,
) {
  for (const room of [...socket.rooms]) {
    const ticketId = rooms.ticketIdOf(room);
    if (ticketId === undefined) continue;
    const ticket = await findTicket(db, companyId, ticketId);
    if (!ticket || !canSeeTicket(viewer, ticket)) void socket.leave(room);
  }
}
