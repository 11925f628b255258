import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import {
  AnnouncementsPage,
  CampaignReportPage,
  CampaignSettingsPage,
  CampaignsPage,
  ChatsPage,
  ConnectionsPage,
  ContactListItemsPage,
  ContactListsPage,
  ContactsPage,
  FilesPage,
  PromptsPage,
  DashboardPage,
  HelpsPage,
  InvoicesPage,
  KanbanPage,
  ForgetPasswordPage,
  LoginPage,
  MessagesApiPage,
  WebhooksPage,
  NotifyPage,
  PageOutlet,
  QueueIntegrationsPage,
  QueuesPage,
  QuickMessagesPage,
  SchedulesPage,
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
  PlanRoute,
  LANDING_PATH,
  PrivateRoute,
  PublicOnlyRoute,
  ReportsRoute,
} from './route-guards';

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
              <Route element={<PlanRoute flag="useExternalApi" text="errors.pageForbidden" />}>
                <Route path="/messages-api" element={<MessagesApiPage />} />
              </Route>
              <Route path="/webhooks" element={<WebhooksPage />} />
              <Route element={<PlanRoute flag="useOpenAi" text="errors.pageForbidden" />}>
                <Route path="/prompts" element={<PromptsPage />} />
              </Route>
              <Route element={<PlanRoute flag="useIntegrations" text="errors.pageForbidden" />}>
                <Route path="/queue-integration" element={<QueueIntegrationsPage />} />
              </Route>
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
            <Route element={<PlanRoute flag="useSchedules" />}>
              <Route path="/schedules" element={<SchedulesPage />} />
            </Route>
            <Route path="/todolist" element={<TodoListPage />} />
            <Route element={<PlanRoute flag="useKanban" />}>
              <Route path="/kanban" element={<KanbanPage />} />
            </Route>
            <Route path="/helps" element={<HelpsPage />} />
            <Route path="/announcements" element={<AnnouncementsPage />} />
            <Route path="/files" element={<FilesPage />} />
            <Route element={<PlanRoute flag="useInternalChat" />}>
              <Route path="/chats/:id?" element={<ChatsPage />} />
            </Route>
            <Route element={<PlanRoute flag="useCampaigns" />}>
              <Route element={<CampaignRoute />}>
                <Route path="/contact-lists" element={<ContactListsPage />} />
                <Route
                  path="/contact-lists/:contactListId/contacts"
                  element={<ContactListItemsPage />}
                />
                <Route path="/campaigns" element={<CampaignsPage />} />
                <Route path="/campaign/:campaignId/report" element={<CampaignReportPage />} />
                <Route path="/campaigns-config" element={<CampaignSettingsPage />} />
              </Route>
            </Route>
            <Route path="*" element={<Navigate to={LANDING_PATH} replace />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
