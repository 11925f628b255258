import type { SessionUserDTO } from '@atende/shared';
/**
 * Browser storage keys of the session (spec 1 §3 "Browser storage"), plus `ticketLists`: the
 * filters the tickets page last opened with (docs/decisions/0035-start-up-requests.md).
 */
export const STORAGE_KEYS = {
  token: 'token',
  companyId: 'companyId',
  userId: 'userId',
  companyDueDate: 'companyDueDate',
  cshow: 'cshow',
  volume: 'volume',
  preferredTheme: 'preferredTheme',
  language: 'language',
  ticketLists: 'ticketLists',
  /** The to-do page's tasks: the user's own, kept across sessions in this browser. */
  tasks: 'tasks',
  /** The docked side menu as the user last left it ('open' or 'closed'), in this browser. */
  menuOpen: 'menuOpen',
  /** Per user id, the newest announcement they have seen in the top bar's popover. */
  announcementsSeen: 'announcementsSeen',
} as const;

const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.companyId,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.companyDueDate,
  STORAGE_KEYS.cshow,
  STORAGE_KEYS.ticketLists,
];

export function getToken(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, token);
}

/** What a 401 clears: the token and who the browser believes it is. */
export function clearCredentials(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.companyId);
  storage.removeItem(STORAGE_KEYS.userId);
}

/** Who is signed in in this browser, as the login stored it; null when nobody is known. */
export function signedInUserId(storage: Storage = localStorage): number | null {
  const id = Number(storage.getItem(STORAGE_KEYS.userId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Logout clears everything that belongs to the session (not the preferences: theme, language, volume, menu). */
export function clearSession(storage: Storage = localStorage): void {
  for (const key of SESSION_KEYS) storage.removeItem(key);
}

/** Whether the company has campaigns switched on (its `campaignsEnabled` setting): `cshow`. */
export function campaignsSwitchedOn(user: Pick<SessionUserDTO, 'company'>): boolean {
  return user.company?.settings?.find((s) => s.key === 'campaignsEnabled')?.value === 'true';
}

export function hasCampaignsFlag(storage: Storage = localStorage): boolean {
  return storage.getItem(STORAGE_KEYS.cshow) !== null;
}
