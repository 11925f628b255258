import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@atende/shared';
import { initialListFilters, prefetchTicketLists } from '../features/tickets/ticket-list-queries';
import { rememberedListFilters } from '../features/tickets/ticket-list-filters';
import { decodeJwt, isTokenExpired } from '../lib/jwt';
import { getToken } from '../lib/session-storage';
import { LoadingScreen } from '../components/loading-screen';
import { lazyNamed as page } from '../lib/lazy-named';
import { FirstScreenSignal } from './first-screen-signal';
import { mayOpenTickets, showsTickets } from './start-page';

// Every page is its own chunk, fetched when first visited, so the login page and the tickets
// page do not download the code (and the libraries) of the others.

export const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
export const SignupPage = page(() => import('../features/auth/signup-page'), 'SignupPage');
export const ForgetPasswordPage = page(
  () => import('../features/password-reset/forget-password-page'),
  'ForgetPasswordPage',
);
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
export const SchedulesPage = page(
  () => import('../features/schedules/schedules-page'),
  'SchedulesPage',
);
export const ContactListsPage = page(
  () => import('../features/contact-lists/contact-lists-page'),
  'ContactListsPage',
);
export const ContactListItemsPage = page(
  () => import('../features/contact-lists/contact-list-items-page'),
  'ContactListItemsPage',
);
export const FilesPage = page(() => import('../features/files/files-page'), 'FilesPage');
export const PromptsPage = page(() => import('../features/prompts/prompts-page'), 'PromptsPage');
export const QueueIntegrationsPage = page(
  () => import('../features/queue-integrations/queue-integrations-page'),
  'QueueIntegrationsPage',
);
export const CampaignsPage = page(
  () => import('../features/campaigns/campaigns-page'),
  'CampaignsPage',
);
export const CampaignReportPage = page(
  () => import('../features/campaigns/campaign-report-page'),
  'CampaignReportPage',
);
export const CampaignSettingsPage = page(
  () => import('../features/campaigns/campaign-settings-page'),
  'CampaignSettingsPage',
);
export const UsersPage = page(() => import('../features/users/users-page'), 'UsersPage');
export const QueuesPage = page(() => import('../features/queues/queues-page'), 'QueuesPage');
export const SettingsPage = page(
  () => import('../features/settings/settings-page'),
  'SettingsPage',
);
export const NotifyPage = page(() => import('../features/notify/notify-page'), 'NotifyPage');
export const MessagesApiPage = page(
  () => import('../features/messages-api/messages-api-page'),
  'MessagesApiPage',
);
export const WebhooksPage = page(
  () => import('../features/webhooks/webhooks-page'),
  'WebhooksPage',
);
export const TodoListPage = page(
  () => import('../features/todolist/todo-list-page'),
  'TodoListPage',
);
export const KanbanPage = page(() => import('../features/kanban/kanban-page'), 'KanbanPage');
export const HelpsPage = page(() => import('../features/helps/helps-page'), 'HelpsPage');
export const InvoicesPage = page(() => import('../features/billing/invoices-page'), 'InvoicesPage');
export const SubscriptionPage = page(
  () => import('../features/billing/subscription-page'),
  'SubscriptionPage',
);
export const DashboardPage = page(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
export const ReportsPage = page(() => import('../features/reports/reports-page'), 'ReportsPage');
export const AnnouncementsPage = page(
  () => import('../features/announcements/announcements-page'),
  'AnnouncementsPage',
);
export const ChatsPage = page(() => import('../features/chats/chats-page'), 'ChatsPage');

/**
 * Shows a spinner in the page's place (the layout stays) while its chunk arrives, and a panel
 * with a way to reload when it cannot arrive or fails.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        <FirstScreenSignal />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The page most people open first starts downloading with the app itself, in parallel with the
 * session check, instead of after it, and so do its first data: with a live stored token and
 * the filters the page last opened with, at once; else as soon as the session is known. None
 * of it waits for React to render the layout and the page. Resolves once the page's code is in
 * (or could not be had).
 */
export function preloadCurrentPage(
  restoring: Promise<LoginResponse | null>,
  client: QueryClient,
  pathname = window.location.pathname,
): Promise<void> {
  if (!mayOpenTickets(pathname)) return Promise.resolve();
  // the lists go first: a browser opens six connections per site, and the page's code is six
  // files that would otherwise hold the lists back
  const token = getToken();
  const remembered = rememberedListFilters();
  if (remembered && token && !isTokenExpired(token)) {
    if (showsTickets(pathname, decodeJwt(token)?.profile)) prefetchTicketLists(client, remembered);
  }
  void restoring.then((session) => {
    if (session && showsTickets(pathname, session.user.profile)) {
      prefetchTicketLists(client, initialListFilters(session.user));
    }
  });
  // a failed download is tried again when the page renders
  return TicketsPage.preload().then(
    () => undefined,
    () => undefined,
  );
}

/** On the login page, once the browser is idle: the page that signing in lands on. */
export function preloadLandingWhenIdle(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const id = idle(() => void TicketsPage.preload().catch(() => undefined));
  return () => cancel(id);
}
