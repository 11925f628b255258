import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { lazyNamed as page } from '../lib/lazy-named';
import { FirstScreenSignal } from './first-screen-signal';

// Every page is its own chunk, fetched when first visited, so the login page and the tickets
// page do not download the code (and the libraries) of the others.

export const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
export const SignupPage = page(() => import('../features/auth/signup-page'), 'SignupPage');
const loadTickets = () => import('../features/tickets/tickets-page');
export const TicketsPage = page(loadTickets, 'TicketsPage');
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
 * session check, instead of after it (the browser keeps one copy of the module).
 */
export function preloadCurrentPage(pathname = window.location.pathname): void {
  if (pathname === '/' || pathname.startsWith('/tickets')) void loadTickets();
}

/** On the login page, once the browser is idle: the page that signing in lands on. */
export function preloadLandingWhenIdle(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const id = idle(() => void loadTickets());
  return () => cancel(id);
}
