import type { ContactListImportReason, ContactListImportReasonCode } from '@atende/shared';

/** The contact rules' reasons (contacts-import.ts words them in Portuguese), by code. */
const CODES: Record<string, ContactListImportReasonCode> = {
  'Nome obrigatório': 'nameRequired',
  'Nome muito curto (mínimo 2 caracteres)': 'nameTooShort',
  'Nome muito longo (máximo 50 caracteres)': 'nameTooLong',
  'Nome inválido': 'nameInvalid',
  'Número obrigatório': 'numberRequired',
  'Número inválido': 'numberInvalid',
  'E-mail inválido': 'emailInvalid',
};

/**
 * The codes of a refused row's reason ('Nome obrigatório; Número inválido'), or undefined when
 * one part has no code: the web then shows the Portuguese text rather than half of it.
 */
export function refusalReasons(reason: string): ContactListImportReason[] | undefined {
  const codes = reason.split('; ').map((part) => CODES[part]);
  if (codes.some((code) => !code)) return undefined;
  return codes.map((code) => ({ code: code! }));
}

/** A row merged into an earlier one with the same number: its text and its code. */
export function mergedReason(firstRow: number) {
  return {
    reason: `Mesmo número da linha ${firstRow}`,
    reasons: [{ code: 'sameNumber', row: firstRow }] satisfies ContactListImportReason[],
  };
}
