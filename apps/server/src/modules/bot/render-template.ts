import { zoneFormatters } from '@atende/shared';

/** What the message variables (spec 1 §9) are read from. */
export interface TemplateScope {
  contact: { name: string };
  ticket: { id: number; createdAt: Date };
  now: Date;
  /** The company's zone (its timezone setting): {{ms}}, {{hora}} and the protocol's day. */
  timeZone: string;
}

/** The scope of a ticket as the API answers it (createdAt as text), at `now`. */
export const scopeOfTicket = (
  ticket: { id: number; createdAt: string; contact: { name: string } },
  now: Date,
  timeZone: string,
): TemplateScope => ({
  contact: ticket.contact,
  ticket: { id: ticket.id, createdAt: new Date(ticket.createdAt) },
  now,
  timeZone,
});

const clockIn = zoneFormatters('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayIn = zoneFormatters('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** {{ms}}: the greeting of the time of day on the company's clock. */
function greetingOf(at: Date, timeZone: string) {
  const hour = Number(clockIn(timeZone).format(at).slice(0, 2));
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** {{protocol}}: the day the ticket was opened (company's zone) and its id, e.g. 20261124 + 42. */
function protocolOf(at: Date, ticketId: number, timeZone: string) {
  return `${dayIn(timeZone).format(at).replaceAll('-', '')}${ticketId}`;
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** Whether a text names any variable: most do not, and need no read to fill them. */
export const namesVariables = (text: string) => text.search(VARIABLE) !== -1;

/**
 * Replaces the message variables in an automatic text: {{name}}, {{firstName}}, {{ms}},
 * {{protocol}} and {{hora}}. Unknown variables are left as written.
 */
export function renderTemplate(text: string, scope: TemplateScope): string {
  const name = scope.contact.name.trim();
  const { now, timeZone } = scope;
  const values: Record<string, () => string> = {
    name: () => name,
    firstName: () => name.split(/\s+/)[0] ?? name,
    ms: () => greetingOf(now, timeZone),
    protocol: () => protocolOf(scope.ticket.createdAt, scope.ticket.id, timeZone),
    hora: () => clockIn(timeZone).format(now),
  };
  // one pass, so a value that looks like a variable (a contact named '{{hora}}') stays as written
  return text.replace(VARIABLE, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]!() : whole,
  );
}
