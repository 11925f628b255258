/** The texts of the bot's menus: numbered lines, the navigation lines, parts joined by a blank line. */

export const NAV_BACK = '[0] Menu anterior';
export const NAV_HOME = '[#] Menu inicial';
export const NAVIGATION = `${NAV_BACK}\n${NAV_HOME}`;
/** Said once when the bot stops after too many answers off the menu: a person takes over. */
export const GIVING_UP =
  'Não consegui entender sua resposta. Um atendente vai continuar seu atendimento em breve.';

export const numbered = (items: { number: number; title: string }[]) =>
  items.map((i) => `[${i.number}] ${i.title}`).join('\n');

/** Joins the non-empty parts of a text with a blank line between them. */
export const compose = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('\n\n');

/**
 * The number a customer typed ('2', ' 2 ', and as people type it: '2.', '2)', '2 -', the keycap
 * emoji '2️⃣'), or undefined for anything else ('2 boletos' is a sentence, not a choice).
 */
export function typedNumber(body: string): number | undefined {
  const match = /^(\d{1,4})\s*(?:[.)\-:]|\uFE0F?\u20E3)?$/u.exec(body.trim());
  return match ? Number(match[1]) : undefined;
}
