/** The sign-up phone mask (99) 99999-9999: digits only, at most 11. */
export const PHONE_MAX_DIGITS = 11;

export function phoneDigitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

export function maskPhone(value: string): string {
  const d = phoneDigitsOnly(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
