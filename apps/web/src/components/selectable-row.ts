import type { KeyboardEvent } from 'react';

/**
 * A table row that selects its record into the form above it (Settings → Empresas, Planos,
 * Ajuda): by click, and by Tab then Enter or Space, so that the keyboard can edit them too.
 */
export function selectableRow(onSelect: () => void) {
  return {
    tabIndex: 0,
    onClick: onSelect,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      onSelect();
    },
    sx: { cursor: 'pointer' },
  };
}
