import { beforeEach, describe, expect, it } from 'vitest';
import { menuStartsOpen, rememberMenuOpen } from './menu-preference';

describe('the docked menu at start', () => {
  beforeEach(() => localStorage.clear());

  it('is open on a page wider than 1200 px, closed otherwise, when never toggled', () => {
    expect(menuStartsOpen(localStorage, 1201)).toBe(true);
    expect(menuStartsOpen(localStorage, 1200)).toBe(false);
  });

  it('starts as the user last left it, whatever the width', () => {
    rememberMenuOpen(false);
    expect(localStorage.getItem('menuOpen')).toBe('closed');
    expect(menuStartsOpen(localStorage, 1600)).toBe(false);
    rememberMenuOpen(true);
    expect(menuStartsOpen(localStorage, 800)).toBe(true);
  });
});
