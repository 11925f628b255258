import type { AllTicket, Profile, Recurrence } from './constants';

/** Wire shapes shared by server responses and web consumers. Dates are ISO strings. */
export interface SettingDTO {
  key: string;
  value: string;
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
