import { Suspense } from 'react';
import { Outlet } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { can, type LoginResponse } from '@atende/shared';
import { prefetchTicketLists } from '../features/tickets/ticket-list-queries';
import { LoadingScreen } from '../components/loading-screen';
import { lazyNamed as page } from '../lib/lazy-named';
import { FirstScreenSignal } from './first-screen-signal';

// Every page is its own chunk, fetched when first visited, so the login page and the tickets
// page do not download the code (and the libraries) of the others.

export const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
export const SignupPage = page(() => import('../features/auth/signup-page'), 'SignupPage');
export const TicketsPage = page(() => import('../features/tickets/tickets-page'), 'TicketsPage');
export const ContactsPage = page(
  () => import('../features/contacts/contacts-page'),
  'ContactsPage',
);
export const ConnectionsPage = page(
  () => import('../features/connections/connections-page'),
  'ConnectionsPage',
);
export const TagsPage = page(() => import('../features/tags/tags-page'), 'TagsPage');
export const QuickMessagesPage = page(
  () => import('../features/quick-messages/quick-messages-page'),
  'QuickMessagesPage',
);
export const UsersPage = page(() => import('../features/users/users-page'), 'UsersPage');
export const QueuesPage = page(() => import('../features/queues/queues-page'), 'QueuesPage');
export const SettingsPage = page(
  () => import('../features/settings/settings-page'),
  'SettingsPage',
);
export const NotifyPage = page(() => import('../features/notify/notify-page'), 'NotifyPage');

/** Shows a spinner in the page's place (the layout stays) while its chunk arrives. */
export function PageOutlet() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
      <FirstScreenSignal />
    </Suspense>
  );
}

/**
 * The page most people open first starts downloading with the app itself, in parallel with the
 * session check, instead of after it; once the session is known, its first data is asked for
 * too, without waiting for React to render the layout and the page.
 */
export function preloadCurrentPage(
  restoring: Promise<LoginResponse | null>,
  client: QueryClient,
  pathname = window.location.pathname,
): void {
  if (pathname !== '/' && !pathname.startsWith('/tickets')) return;
  // a failed download is tried again when the page renders
  TicketsPage.preload().catch(() => undefined);
  void restoring.then((session) => {
    // '/' is the admins' dashboard; everyone else is sent on to the tickets
    const landsOnTickets =
      pathname !== '/' || !can(session?.user.profile, 'drawer-admin-items:view');
    if (session && landsOnTickets) prefetchTicketLists(client, session.user);
  });
}

/** On the login page, once the browser is idle: the page that signing in lands on. */
export function preloadLandingWhenIdle(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const id = idle(() => void TicketsPage.preload().catch(() => undefined));
  return () => cancel(id);
}
