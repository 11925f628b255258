/**
 * The variables an automatic text may use (spec 1 §9): {{firstName}}, {{name}}, {{ms}},
 * {{protocol}} and {{hora}}, read on the wall clock of the company's time zone.
 */
export interface MessageVariables {
  /** The contact's first name. */
  firstName: string;
  /** The contact's full name. */
  name: string;
  /** Greeting of the hour: 'Bom dia' 05:00-11:59, 'Boa tarde' 12:00-17:59, else 'Boa noite'. */
  ms: string;
  /** The ticket's protocol: the date it was opened (YYYYMMDD) followed by its id. */
  protocol: string;
  /** The time the text is sent, HH:MM. */
  hora: string;
}

const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}${get('month')}${get('day')}`,
    hour: Number(get('hour')),
    time: `${get('hour')}:${get('minute')}`,
  };
}

export function greetingOfTheHour(at: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { hour } = wallClock(at, timeZone);
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

export function messageVariables(input: {
  contactName: string;
  ticketId: number;
  ticketCreatedAt: Date;
  now: Date;
  timeZone?: string;
}): MessageVariables {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const name = input.contactName.trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greetingOfTheHour(input.now, timeZone),
    protocol: `${wallClock(input.ticketCreatedAt, timeZone).date}${input.ticketId}`,
    hora: wallClock(input.now, timeZone).time,
  };
}

/**
 * Replaces each {{variable}} (spaces inside the braces allowed) by its value in one pass, so a
 * value that itself looks like a variable is left as written. Unknown variables stay as they are.
 */
export function renderTemplate(text: string, vars: Partial<MessageVariables>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = Object.hasOwn(vars, key)
      ? (vars as Record<string, string | undefined>)[key]
      : undefined;
    return value ?? whole;
  });
}
