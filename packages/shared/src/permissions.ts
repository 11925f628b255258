import type { Profile } from './constants';

/** The named permission checks of spec 1 §6. */
export const PERMISSIONS = [
  'tickets-manager:showall',
  'ticket-options:deleteTicket',
  'contacts-page:deleteContact',
  'user-modal:editProfile',
  'user-modal:editQueues',
  'connections-page:addConnection',
  'connections-page:actionButtons',
  'connections-page:editOrDeleteConnection',
  'drawer-admin-items:view',
  'dashboard:view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Rule table (docs/decisions/0003-permissions.md): admins hold every named permission;
 * supervisors and users hold none of them. Profiles compare case-insensitively.
 */
const RULES: Record<Profile, readonly Permission[]> = {
  admin: PERMISSIONS,
  supervisor: [],
  user: [],
};

export function isAdminProfile(profile: string | undefined | null): boolean {
  return (profile ?? '').toLowerCase() === 'admin';
}

/**
 * Who may delete a message for everyone (spec 1 §5): one sent from our side, not yet deleted.
 * A colleague's message stays theirs (an admin may delete it); one no user wrote (the bot's,
 * an automatic text, one sent from the phone itself) is anyone's on the ticket (decision 0140).
 */
export function mayDeleteMessage(
  message: { fromMe: boolean; isDeleted: boolean; userId: number | null },
  viewer: { id: number; profile: string | undefined | null },
): boolean {
  if (!message.fromMe || message.isDeleted) return false;
  return message.userId === null || message.userId === viewer.id || isAdminProfile(viewer.profile);
}

export function can(profile: string | undefined | null, permission: Permission): boolean {
  const key = (profile ?? '').toLowerCase() as Profile;
  return (RULES[key] ?? []).includes(permission);
}

/**
 * Who reads the dashboard's API and the reports: admins (all) and supervisors (their queues).
 * It lives here, not beside the dashboard's schemas, which would bring zod into the first load.
 */
export function canSeeReports(profile: string | undefined | null): boolean {
  const p = profile?.toLowerCase();
  return p === 'admin' || p === 'supervisor';
}
