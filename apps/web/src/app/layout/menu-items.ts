import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AllInclusive from '@mui/icons-material/AllInclusive';
import AnnouncementOutlined from '@mui/icons-material/AnnouncementOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeviceHubOutlined from '@mui/icons-material/DeviceHubOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import ListOutlined from '@mui/icons-material/ListOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Chat from '@mui/icons-material/Chat';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import {
  can,
  canSeeReports,
  isAdminProfile,
  planFlagOf,
  type PlanDTO,
  type SessionUserDTO,
} from '@atende/shared';
import { campaignsSwitchedOn } from '../../lib/session-storage';

type SvgIconComponent = typeof DashboardOutlined;

export interface MenuLink {
  kind: 'link';
  /** A page of the app, or with `external` an address opened in a new tab. */
  path: string;
  external?: true;
  /** i18n key of the label (also the page title). */
  labelKey: string;
  icon: SvgIconComponent;
  /** A live warning shown over the icon ('!' when a connection needs attention, a dot for
   * unread chats). */
  alert?: 'connections' | 'chats';
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  labelKey: string;
  icon: SvgIconComponent;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuSection {
  id: 'main' | 'admin';
  /** Subheader shown above the section. */
  labelKey?: string;
  entries: MenuEntry[];
}

const link = (
  path: string,
  labelKey: string,
  icon: SvgIconComponent,
  alert?: MenuLink['alert'],
): MenuLink => ({ kind: 'link', path, labelKey, icon, ...(alert && { alert }) });

/** The platform's billing site (spec 1 §2: "opens an external site in a new tab"). */
const billingSite = (url: string): MenuLink => ({
  ...link(url, 'menu.billingSite', PaymentsOutlined),
  external: true,
});

/** Keeps only the entries whose condition holds. */
function pick(entries: Array<[boolean, MenuEntry]>): MenuEntry[] {
  return entries.filter(([visible]) => visible).map(([, entry]) => entry);
}

/**
 * Whether the company's plan includes the feature behind a menu path: the same table
 * (PLAN_FEATURES) the server enforces, so the menu never offers a page whose calls get 403.
 */
function inPlan(plan: PlanDTO | null | undefined, path: string): boolean {
  const flag = planFlagOf(path, 'menu');
  return !flag || Boolean(plan?.[flag]);
}

function withinPlan(entries: MenuEntry[], plan: PlanDTO | null | undefined): MenuEntry[] {
  return entries.filter((e) =>
    e.kind === 'link' ? inPlan(plan, e.path) : e.children.every((c) => inPlan(plan, c.path)),
  );
}

/**
 * The side menu of spec 1 §2: the administration group is for admins only, announcements for
 * super users, and every entry of a plan-gated feature only when the company's plan has it
 * (campaigns too: cshow alone no longer shows them, as the server refuses their calls;
 * docs/decisions/0055-plan-feature-table.md). Campaigns also need the company's switch (cshow),
 * which their pages require: a plan with campaigns switched off shows no entry leading nowhere.
 */
export function buildMenu(user: SessionUserDTO): MenuSection[] {
  const plan = user.company?.plan;
  const admin = isAdminProfile(user.profile);
  const sections: MenuSection[] = [
    {
      id: 'main',
      entries: withinPlan(
        pick([
          [admin, link('/', 'menu.dashboard', DashboardOutlined)],
          [canSeeReports(user.profile), link('/reports', 'menu.reports', AssessmentOutlined)],
          [true, link('/tickets', 'menu.tickets', WhatsApp)],
          [true, link('/kanban', 'menu.kanban', TableChartOutlined)],
          [true, link('/quick-messages', 'menu.quickMessages', QuestionAnswerOutlined)],
          [true, link('/todolist', 'menu.todolist', EventAvailable)],
          [true, link('/contacts', 'menu.contacts', ContactPhoneOutlined)],
          [true, link('/schedules', 'menu.schedules', EventOutlined)],
          [true, link('/tags', 'menu.tags', LocalOfferOutlined)],
          [true, link('/chats', 'menu.chats', ForumOutlined, 'chats')],
          [true, link('/helps', 'menu.helps', HelpOutline)],
        ]),
        plan,
      ),
    },
  ];

  if (can(user.profile, 'drawer-admin-items:view')) {
    const campaigns: MenuGroup = {
      kind: 'group',
      id: 'campaigns',
      labelKey: 'menu.campaigns',
      icon: Chat,
      children: [
        link('/campaigns', 'menu.campaignsList', ListOutlined),
        link('/contact-lists', 'menu.contactLists', PeopleOutlined),
        link('/campaigns-config', 'menu.campaignsConfig', SettingsOutlined),
      ],
    };
    sections.push({
      id: 'admin',
      labelKey: 'menu.administration',
      entries: withinPlan(
        pick([
          [campaignsSwitchedOn(user), campaigns],
          [user.super, link('/announcements', 'menu.announcements', AnnouncementOutlined)],
          [true, link('/prompts', 'menu.prompts', AllInclusive)],
          [true, link('/queue-integration', 'menu.queueIntegration', DeviceHubOutlined)],
          [true, link('/connections', 'menu.connections', SyncAlt, 'connections')],
          [true, link('/files', 'menu.files', AttachFile)],
          [true, link('/queues', 'menu.queues', AccountTreeOutlined)],
          [true, link('/users', 'menu.users', PeopleAltOutlined)],
          [true, link('/notifications', 'menu.notifications', NotificationsActiveOutlined)],
          [true, link('/messages-api', 'menu.messagesApi', CodeRounded)],
          [true, link('/webhooks', 'menu.webhooks', WebhookOutlined)],
          [true, link('/financeiro', 'menu.financeiro', LoyaltyRounded)],
          [Boolean(user.billingUrl), billingSite(user.billingUrl ?? '')],
          [true, link('/settings', 'menu.settings', SettingsOutlined)],
        ]),
        plan,
      ),
    });
  }
  return sections;
}

/** Every visible path, flattened (handy for tests and for titles). */
export function visiblePaths(sections: MenuSection[]): string[] {
  return sections.flatMap((s) =>
    s.entries.flatMap((e) => (e.kind === 'link' ? [e.path] : e.children.map((c) => c.path))),
  );
}
