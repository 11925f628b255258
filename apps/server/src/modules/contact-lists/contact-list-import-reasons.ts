import type { ContactListImportReason } from '@atende/shared';

/** A row merged into an earlier one with the same number: its text and its code. */
export function mergedReason(firstRow: number) {
  return {
    reason: `Mesmo número da linha ${firstRow}`,
    reasons: [{ code: 'sameNumber', row: firstRow }] satisfies ContactListImportReason[],
  };
}
