import { mayOpenTickets, showsTickets } from '../app/start-page';
import { rememberedListFilters } from '../features/tickets/ticket-list-filters';
import { ticketListQuery } from '../features/tickets/ticket-list-request';
import { buildUrl } from '../lib/api-url';
import { recordEarlyRequest } from '../lib/early-requests';
import { decodeJwt, isTokenExpired } from '../lib/jwt';
import { getToken } from '../lib/session-storage';

/** What the build writes into index.html beside this script: the page code to fetch at once. */
export interface StartUpFiles {
  /** The tickets page's own files, those the app's first file does not already bring. */
  ticketsPage: string[];
}

const API = '/api';

function preloadModules(files: string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

function sendEarly(method: string, url: string, token: string | null): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { method, headers, credentials: 'include' });
  recordEarlyRequest(method, url, headers.Authorization ?? null, response);
}

/**
 * Runs inline in index.html, before the app's first file has arrived (about a second on a slow
 * mobile link): what the app would ask for as soon as its code runs, it asks for now, in
 * parallel with that file. The session check when a token is stored; on the tickets page, its
 * code and, with a live token and the filters it last opened with, its two first lists
 * (docs/decisions/0065-requests-before-the-app-code.md).
 */
export function startEarlyRequests(files: StartUpFiles, pathname = window.location.pathname) {
  const token = getToken();
  if (token === null) return;
  sendEarly('POST', `${API}/auth/refresh_token`, null);
  if (!mayOpenTickets(pathname)) return;
  preloadModules(files.ticketsPage);
  const filters = rememberedListFilters();
  if (!filters || isTokenExpired(token) || !showsTickets(pathname, decodeJwt(token)?.profile)) {
    return;
  }
  for (const status of ['open', 'pending'] as const) {
    const query = ticketListQuery({ ...filters, status, pageNumber: 1 });
    sendEarly('GET', buildUrl(API, '/tickets', query), token);
  }
}
