import { STORAGE_KEYS } from '../../lib/session-storage';

/** The docked menu's width threshold: open by default above it (spec 1 §2). */
const OPEN_ABOVE_PX = 1200;

/**
 * Whether the docked side menu starts open: as the user last left it in this browser, else
 * open on a page wider than 1200 px (spec 1 §2: the width and a setting decide).
 */
export function menuStartsOpen(storage: Storage = localStorage, width = document.body.offsetWidth) {
  const saved = storage.getItem(STORAGE_KEYS.menuOpen);
  if (saved === 'open' || saved === 'closed') return saved === 'open';
  return width > OPEN_ABOVE_PX;
}

/** Remembers the docked menu's state for the next visit. */
export function rememberMenuOpen(open: boolean, storage: Storage = localStorage) {
  storage.setItem(STORAGE_KEYS.menuOpen, open ? 'open' : 'closed');
}
