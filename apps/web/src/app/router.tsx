import { Navigate, Route, Routes } from 'react-router';
import { UnderConstructionPage } from '../components/under-construction-page';
import { AppLayout } from './layout/app-layout';
import {
  AnnouncementsPage,
  ConnectionsPage,
  ContactsPage,
  DashboardPage,
  HelpsPage,
  InvoicesPage,
  ForgetPasswordPage,
  LoginPage,
  NotifyPage,
  PageOutlet,
  QueuesPage,
  QuickMessagesPage,
  ReportsPage,
  SettingsPage,
  SignupPage,
  SubscriptionPage,
  TagsPage,
  TicketsPage,
  TodoListPage,
  UsersPage,
} from './lazy-pages';
import {
  AdminRoute,
  CampaignRoute,
  LANDING_PATH,
  PrivateRoute,
  PublicOnlyRoute,
  ReportsRoute,
} from './route-guards';

/** Private pages not built yet, with the i18n key naming each. */
const PENDING_PAGES: Array<[path: string, titleKey: string]> = [
  ['/schedules', 'menu.schedules'],
  ['/files', 'menu.files'],
  ['/prompts', 'menu.prompts'],
  ['/queue-integration', 'menu.queueIntegration'],
  ['/messages-api', 'menu.messagesApi'],
  ['/kanban', 'menu.kanban'],
  ['/chats/:id?', 'menu.chats'],
];

/** Shown only while storage holds cshow (spec 1 §2). */
const CAMPAIGN_PAGES: Array<[path: string, titleKey: string]> = [
  ['/contact-lists', 'menu.contactLists'],
  ['/contact-lists/:contactListId/contacts', 'pages.contactListItems'],
  ['/campaigns', 'menu.campaigns'],
  ['/campaign/:campaignId/report', 'pages.campaignReport'],
  ['/campaigns-config', 'pages.campaignsConfig'],
];

const pending = ([path, titleKey]: [string, string]) => (
  <Route
    key={path}
    path={path}
    element={<UnderConstructionPage key={path} titleKey={titleKey} />}
  />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>
        <Route element={<PageOutlet />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/forgetpsw" element={<ForgetPasswordPage />} />
        </Route>
      </Route>
      <Route element={<PrivateRoute />}>
        <Route element={<AppLayout />}>
          <Route element={<PageOutlet />}>
            <Route element={<AdminRoute />}>
              {/* the dashboard is an admin page; agents land on their tickets (decision 0081) */}
              <Route path="/" element={<DashboardPage />} />
              <Route path="/users" element={<UsersPage />} />
              <Route path="/queues" element={<QueuesPage />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/notifications" element={<NotifyPage />} />
              {/* invoices and the subscription are the company admins' (spec 2 §1) */}
              <Route path="/financeiro" element={<InvoicesPage />} />
              <Route path="/subscription" element={<SubscriptionPage />} />
            </Route>
            <Route element={<ReportsRoute />}>
              <Route path="/reports" element={<ReportsPage />} />
            </Route>
            <Route path="/tickets/:ticketId?" element={<TicketsPage />} />
            <Route path="/contacts" element={<ContactsPage />} />
            <Route path="/connections" element={<ConnectionsPage />} />
            <Route path="/tags" element={<TagsPage />} />
            <Route path="/quick-messages" element={<QuickMessagesPage />} />
            <Route path="/todolist" element={<TodoListPage />} />
            <Route path="/helps" element={<HelpsPage />} />
            <Route path="/announcements" element={<AnnouncementsPage />} />
            {PENDING_PAGES.map(pending)}
            <Route element={<CampaignRoute />}>{CAMPAIGN_PAGES.map(pending)}</Route>
            <Route path="*" element={<Navigate to={LANDING_PATH} replace />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
