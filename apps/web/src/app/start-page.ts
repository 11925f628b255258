import { can } from '@atende/shared';

/** Whether the tickets page may be the first screen here: its address, or '/' (see below). */
export function mayOpenTickets(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/tickets');
}

/** Whether this address shows the tickets page to this profile ('/' is the admins' dashboard). */
export function showsTickets(pathname: string, profile: string | undefined): boolean {
  if (pathname.startsWith('/tickets')) return true;
  return pathname === '/' && !can(profile, 'drawer-admin-items:view');
}
