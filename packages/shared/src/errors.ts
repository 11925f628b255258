/**
 * Every error code the API can answer with. The server replies `{ error: code, message }`;
 * the web translates the code (see apps/web/src/lib/i18n) and falls back to the message.
 */
export const ERROR_CODES = [
  // codes named by the specification
  'ERR_NO_OTHER_WHATSAPP',
  'ERR_NO_DEF_WAPP_FOUND',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_DOWNLOAD_MEDIA',
  'ERR_INVALID_CREDENTIALS',
  'ERR_SENDING_WAPP_MSG',
  'ERR_DELETE_WAPP_MSG',
  'ERR_OTHER_OPEN_TICKET',
  'ERR_TICKET_TAKEN',
  'ERR_SESSION_EXPIRED',
  'ERR_USER_CREATION_DISABLED',
  'ERR_NO_PERMISSION',
  'ERR_DUPLICATED_CONTACT',
  'ERR_NO_SETTING_FOUND',
  'ERR_NO_CONTACT_FOUND',
  'ERR_NO_TICKET_FOUND',
  'ERR_NO_USER_FOUND',
  'ERR_NO_WAPP_FOUND',
  'ERR_CREATING_MESSAGE',
  'ERR_CREATING_TICKET',
  'ERR_FETCH_WAPP_MSG',
  'ERR_QUEUE_COLOR_ALREADY_EXISTS',
  'ERR_WAPP_GREETING_REQUIRED',
  // codes of our own
  'ERR_VALIDATION',
  'ERR_TICKET_NOT_OPEN',
  'ERR_TICKET_OF_ANOTHER_USER',
  'ERR_NOT_FOUND',
  'ERR_UNAUTHORIZED',
  'ERR_SUBSCRIPTION_EXPIRED',
  'ERR_COMPANY_INACTIVE',
  'ERR_TOO_MANY_ATTEMPTS',
  'ERR_PLAN_LIMIT_USERS',
  'ERR_PLAN_LIMIT_CONNECTIONS',
  'ERR_PLAN_LIMIT_QUEUES',
  'ERR_QUEUE_NAME_ALREADY_EXISTS',
  'ERR_EMAIL_IN_USE',
  'ERR_COMPANY_NAME_IN_USE',
  'ERR_NO_PLAN_FOUND',
  'ERR_CANNOT_DELETE_SELF',
  'ERR_LAST_ADMIN',
  'ERR_FEATURE_DISABLED',
  'ERR_PLAN_FEATURE_DISABLED',
  'ERR_PLAN_IN_USE',
  'ERR_PLATFORM_COMPANY',
  'ERR_PAYLOAD_TOO_LARGE',
  'ERR_SPREADSHEET_TOO_LARGE',
  // billing: invoices and payments (docs/decisions/0057, 0058)
  'ERR_NO_INVOICE_FOUND',
  'ERR_INVOICE_ALREADY_PAID',
  'ERR_NO_CHARGE_FOUND',
  'ERR_PAYMENT_NOT_CONFIGURED',
  'ERR_PAYMENT_PROVIDER',
  'ERR_EMAIL_NOT_FOUND',
  'ERR_INVALID_RESET_CODE',
  'ERR_RESET_NOT_CONFIGURED',
  'ERR_MAIL_NOT_SENT',
  'ERR_IDEMPOTENCY_IN_PROGRESS',
  'ERR_IDEMPOTENCY_KEY_REUSED',
  // kanban: a lane that still holds cards is not deleted (docs/decisions/0087)
  'ERR_KANBAN_LANE_NOT_EMPTY',
  // a connection whose tickets a delete would erase, unless asked to (docs/decisions/0135)
  'ERR_WAPP_HAS_TICKETS',
  // ... or whose schedules not yet sent it would erase (the same decision)
  'ERR_WAPP_HAS_SCHEDULES',
  // a contact list, tag, file list or connection a scheduled or running campaign sends with
  // (docs/decisions/0149)
  'ERR_USED_BY_CAMPAIGN',
  // a record the request names was deleted by someone else while it was being saved
  'ERR_REFERENCE_GONE',
  // the database is unreachable for now: try again shortly
  'ERR_SERVICE_UNAVAILABLE',
  'ERR_INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error response. `fields` names the offending inputs of a 400. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** ERR_PLAN_FEATURE_DISABLED: the plan flag the company lacks. */
  flag?: string;
}
