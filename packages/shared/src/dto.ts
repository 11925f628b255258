import type { AllTicket, Profile, Recurrence } from './constants';
import type { WeeklyHours } from './weekly-hours';

/** Wire shapes shared by server responses and web consumers. Dates are ISO strings. */
export interface SettingDTO {
  key: string;
  /** Always '' for a secret setting (write-only). */
  value: string;
  secret?: true;
  /** For a secret setting: whether a value is stored. */
  isSet?: boolean;
}

export interface PlanDTO {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
  useCampaigns: boolean;
  useSchedules: boolean;
  useInternalChat: boolean;
  useExternalApi: boolean;
  useKanban: boolean;
  useOpenAi: boolean;
  useIntegrations: boolean;
}

export interface CompanyDTO {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence;
  planId: number;
  plan: PlanDTO | null;
  settings: SettingDTO[];
  createdAt: string;
}

/** GET /companies/{id}: the company with its weekly hours (the Settings page's Schedules tab). */
export interface CompanyDetailDTO extends CompanyDTO {
  schedules: WeeklyHours[];
}

/** A row of the Settings page's Companies tab (super users): the campaigns switch too. */
export interface CompanyAdminDTO extends CompanyDTO {
  campaignsEnabled: boolean;
}

/** GET /companies (super users): one page of companies. */
export interface CompaniesPage {
  companies: CompanyAdminDTO[];
  hasMore: boolean;
  count: number;
}

/** A help video (spec 2 §3 Help): the video code is its id on the video host. */
export interface HelpDTO {
  id: number;
  title: string;
  description: string;
  video: string;
}

/** GET /helps: one page of help videos. */
export interface HelpsPage {
  helps: HelpDTO[];
  hasMore: boolean;
  count: number;
}

export interface QueueRefDTO {
  id: number;
  name: string;
  color: string;
}

export interface UserDTO {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  number: string | null;
  companyId: number;
  whatsappId: number | null;
  allTicket: AllTicket;
  online: boolean;
  queues: QueueRefDTO[];
  createdAt: string;
}

export interface SessionUserDTO extends UserDTO {
  company: CompanyDTO;
  /** The platform's billing site (BILLING_URL), for admins; absent when none is set. */
  billingUrl?: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUserDTO;
}

export interface UsersPage {
  users: UserDTO[];
  hasMore: boolean;
  count: number;
}

/** A ticket as the spec's clients read it (spec 1 §3 Ticket). */
export interface TicketDTO {
  id: number;
  uuid: string;
  status: 'pending' | 'open' | 'closed';
  contactId: number;
  contact: {
    id: number;
    name: string;
    number: string;
    email: string;
    profilePicUrl: string;
    isGroup: boolean;
  };
  userId: number | null;
  user: { id: number; name: string } | null;
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  whatsappId: number;
  /** provider: the chat knows whether the channel enforces a service window (cloud-api). */
  whatsapp: { id: number; name: string; status: string; provider: string };
  tags: { id: number; name: string; color: string }[];
  unreadMessages: number;
  lastMessage: string;
  isGroup: boolean;
  chatbot: boolean;
  useIntegration: boolean;
  promptId: number | null;
  integrationId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface TicketsPage {
  tickets: TicketDTO[];
  hasMore: boolean;
}

/** A message as the spec's clients read it (spec 1 §3 Message). */
export interface MessageDTO {
  id: number;
  ticketId: number;
  contactId: number | null;
  body: string;
  fromMe: boolean;
  mediaType: string;
  /** Same-origin URL of the file, fetched with the bearer token; null without media. */
  mediaUrl: string | null;
  mediaName: string | null;
  quotedMsg: { id: number; body: string; fromMe: boolean; mediaType: string } | null;
  ack: number;
  read: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  /** Outbound delivery: 'queued', 'sent' or 'failed' ('received' for inbound). */
  sendStatus: string;
  sendError: string | null;
  userId: number | null;
  /** Sent by the system (chatbot, greeting, rating question, notices), not typed by a person. */
  automatic: boolean;
  /** Sent by this campaign (recorded when the recipient has a live ticket), else null. */
  campaignId: number | null;
  /**
   * Who wrote a group message (spec 1 §3 Message.contact): the member's number digits as the
   * channel resolved them (an unresolved WhatsApp LID stays as its digits); null outside groups.
   */
  participant: string | null;
  /** That member's own WhatsApp name, as the channel gave it with the message; else null. */
  participantName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MessagesPage {
  messages: MessageDTO[];
  hasMore: boolean;
}

/** A connection as the spec's clients read it (spec 1 §3 Connection). */
export interface WhatsappDTO {
  id: number;
  name: string;
  status: string;
  /** Why it is not connected, in the channel's words (e.g. a refused access token); '' if none. */
  statusReason?: string;
  qrcode: string;
  number: string;
  isDefault: boolean;
  retries: number;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  /** The external API token: empty unless the reader is an admin of the company. */
  token: string;
  provider: string;
  expiresTicket: number;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  transferQueueId: number | null;
  timeToTransfer: number | null;
  promptId: number | null;
  integrationId: number | null;
  sendIdQueue: number | null;
  timeSendQueue: number | null;
  queues: QueueRefDTO[];
  queueIds: number[];
  createdAt: string;
  updatedAt: string;
  /** Settings of a 'cloud-api' connection (admins only); secrets only say whether they are set. */
  cloudApi?: CloudApiSettingsDTO;
}

export interface CloudApiSettingsDTO {
  phoneNumberId: string;
  businessAccountId: string;
  accessTokenSet: boolean;
  appSecretSet: boolean;
  verifyTokenSet: boolean;
  /** Where the platform delivers this connection's webhooks (relative to the public address). */
  webhookPath: string;
}

/** GET /tickets/{id}/service-window: whether free text may still be sent (24 h after the last inbound). */
export interface ServiceWindowDTO {
  /** false only on channels that enforce a window (cloud-api) once it has closed. */
  open: boolean;
  enforced: boolean;
  lastInboundAt: string | null;
  expiresAt: string | null;
}

/** A quick reply (spec 2 §3 Quick message): typed as '/shortcode' in the chat input. */
export interface QuickMessageDTO {
  id: number;
  shortcode: string;
  message: string;
  /** Shared with the whole company (true) or the author's own (false). */
  geral: boolean;
  userId: number | null;
  isMedia: boolean;
  /** Same-origin URL of the attachment (fetched with the bearer token); null without one. */
  mediaUrl: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
}
