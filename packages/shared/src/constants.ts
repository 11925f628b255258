/** Version label shown in the drawer (spec 1 §9 gives 6.3.0 for the menu). */
export const APP_VERSION = '6.3.0';

export const PROFILES = ['admin', 'user', 'supervisor'] as const;
export type Profile = (typeof PROFILES)[number];

export const ALL_TICKET_VALUES = ['enabled', 'desabled'] as const;
export type AllTicket = (typeof ALL_TICKET_VALUES)[number];

export const PLAN_FLAGS = [
  'useCampaigns',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

export const RECURRENCES = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;
export type Recurrence = (typeof RECURRENCES)[number];
/** Months added by '+ due date' for each recurrence (spec 2 §9). */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

export const TRIAL_DAYS = 3;
export const DUE_DATE_WARNING_DAYS = 5;

/** Every setting key the specification names, with the value a new company starts with. */
export const SETTING_DEFAULTS = {
  userRating: 'disabled',
  scheduleType: 'disabled',
  call: 'enabled',
  CheckMsgIsGroup: 'enabled',
  checkActiveNotify: 'disabled',
  sendGreetingAccepted: 'disabled',
  sendMsgTransfTicket: 'disabled',
  sendGreetingMessageOneQueues: 'enabled',
  chatBotType: 'text',
  asaas: '',
  campaignsEnabled: 'true',
  /** The IANA zone the dashboard and reports count days and hours in (decision 0080). */
  timezone: 'America/Sao_Paulo',
} as const satisfies Record<string, string>;
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

const ON_OFF = ['enabled', 'disabled'] as const;
/** The values each setting accepts (spec 2 §3, §9); null: any text (the payment token) or, for
 * timezone, a zone settingValueIssue checks. */
export const SETTING_VALUES = {
  userRating: ON_OFF,
  scheduleType: ['disabled', 'queue', 'company'],
  call: ON_OFF,
  CheckMsgIsGroup: ON_OFF,
  checkActiveNotify: ON_OFF,
  sendGreetingAccepted: ON_OFF,
  sendMsgTransfTicket: ON_OFF,
  sendGreetingMessageOneQueues: ON_OFF,
  chatBotType: ['text'],
  asaas: null,
  campaignsEnabled: ['true', 'false'],
  timezone: null,
} as const satisfies Record<SettingKey, readonly string[] | null>;
export type ScheduleType = (typeof SETTING_VALUES.scheduleType)[number];

export const WEEKDAYS = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
] as const;

export const PAGE_SIZE = 20;
/** Access tokens are short-lived; the refresh cookie carries the session. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 7;
export const REFRESH_COOKIE = 'jrt';
export const SOCKET_PING_MS = 18_000;
export const USER_STATUS_INTERVAL_MS = 300_000;

/** The rating the customer is asked for when a ticket is resolved (spec 1 §9): they answer 1-3. */
export const RATING_SCALE = [
  { value: 1, label: 'Insatisfeito' },
  { value: 2, label: 'Satisfeito' },
  { value: 3, label: 'Muito satisfeito' },
] as const;
/**
 * An unanswered rating question expires after a day, the window in which WhatsApp lets a
 * business keep answering the customer (decision 0043).
 */
export const RATING_TIMEOUT_MINUTES = 24 * 60;

/**
 * The message variables (spec 1 §9) the server fills for the ticket's contact in automatic texts
 * and in what agents, the API and schedules send; forms list them as `{{name}}`.
 */
export const MESSAGE_VARIABLES = ['firstName', 'name', 'ms', 'protocol', 'hora'] as const;
export const MESSAGE_VARIABLES_TEXT = MESSAGE_VARIABLES.map((v) => `{{${v}}}`).join(' ');
