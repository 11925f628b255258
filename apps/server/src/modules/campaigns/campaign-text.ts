import { CAMPAIGN_VARIABLE_PATTERN, type CampaignVariable } from '@atende/shared';

type Variants = Record<
  `message${1 | 2 | 3 | 4 | 5}` | `confirmationMessage${1 | 2 | 3 | 4 | 5}`,
  string
>;

/** The variants with a text, in tab order: recipients get them round-robin. */
export function filledVariants(c: Variants): number[] {
  const filled = [1, 2, 3, 4, 5].filter((n) => c[`message${n as 1}`].trim() !== '');
  return filled.length ? filled : [1];
}

export const messageOf = (c: Variants, variant: number) =>
  c[`message${variant as 1}`] || c.message1;

/** A variant's confirmation text, or the first one when that tab left it blank. */
export const confirmationOf = (c: Variants, variant: number) =>
  c[`confirmationMessage${variant as 1}`] || c.confirmationMessage1;

/**
 * Fills {nome}, {numero}, {email} and the company's custom variables ({key} → value); an
 * unknown {word} stays as written.
 */
export function renderText(
  text: string,
  recipient: { name: string; number: string; email: string },
  custom: CampaignVariable[],
) {
  const values = new Map<string, string>(custom.map((v) => [v.key, v.value]));
  values.set('nome', recipient.name);
  values.set('numero', recipient.number);
  values.set('email', recipient.email);
  return text.replace(CAMPAIGN_VARIABLE_PATTERN, (whole, key: string) => values.get(key) ?? whole);
}
