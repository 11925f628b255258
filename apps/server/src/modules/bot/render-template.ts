/** What the message variables (spec 1 §9) are read from. */
export interface TemplateScope {
  contact: { name: string };
  ticket: { id: number; createdAt: Date };
  now: Date;
}

/** The scope of a ticket as the API answers it (createdAt as text), at `now`. */
export const scopeOfTicket = (
  ticket: { id: number; createdAt: string; contact: { name: string } },
  now: Date,
): TemplateScope => ({
  contact: ticket.contact,
  ticket: { id: ticket.id, createdAt: new Date(ticket.createdAt) },
  now,
});

const TIME_ZONE = 'America/Sao_Paulo';

const hourIn = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE })
      .format(at)
      .slice(0, 2),
  );

/** {{ms}}: the greeting of the time of day in Brazil. */
function greetingOf(at: Date) {
  const hour = hourIn(at);
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** {{protocol}}: the day the ticket was opened (São Paulo) and its id, e.g. 20261124 + 42. */
function protocolOf(at: Date, ticketId: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
  return `${day.replaceAll('-', '')}${ticketId}`;
}

const timeOf = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(at);

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** Whether a text names any variable: most do not, and need no read to fill them. */
export const namesVariables = (text: string) => text.search(VARIABLE) !== -1;

/**
 * Replaces the message variables in an automatic text: {{name}}, {{firstName}}, {{ms}},
 * {{protocol}} and {{hora}}. Unknown variables are left as written.
 */
export function renderTemplate(text: string, scope: TemplateScope): string {
  const name = scope.contact.name.trim();
  const values: Record<string, () => string> = {
    name: () => name,
    firstName: () => name.split(/\s+/)[0] ?? name,
    ms: () => greetingOf(scope.now),
    protocol: () => protocolOf(scope.ticket.createdAt, scope.ticket.id),
    hora: () => timeOf(scope.now),
  };
  // one pass, so a value that looks like a variable (a contact named '{{hora}}') stays as written
  return text.replace(VARIABLE, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]!() : whole,
  );
}
