/**
 * A Brazilian mobile number's other form, or undefined. Mobiles gained a ninth digit (a 9
 * after the area code) in 2012-2016, but WhatsApp still knows many accounts by the old form:
 * the Cloud API answers their wa_id and Baileys their jid without it, while people and agents
 * write it with it. Old mobiles began 6-9; a number beginning 2-5 is a landline and has no
 * other form (its "variant" could be someone else's line).
 */
export function brazilianMobileVariant(number: string): string | undefined {
  const withNine = /^(55[1-9][1-9])9([6-9]\d{7})$/.exec(number);
  if (withNine) return `${withNine[1]}${withNine[2]}`;
  const withoutNine = /^(55[1-9][1-9])([6-9]\d{7})$/.exec(number);
  if (withoutNine) return `${withoutNine[1]}9${withoutNine[2]}`;
  return undefined;
}
