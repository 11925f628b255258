/** Spec 2 §6: admins and supervisors manage tags and set their kanban flag. */
export function managesTags(profile: string | undefined | null): boolean {
  const p = (profile ?? '').toLowerCase();
  return p === 'admin' || p === 'supervisor';
}
