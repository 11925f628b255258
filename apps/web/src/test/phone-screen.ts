import { vi } from 'vitest';

/** A 390 px screen: every width media query (under 600 px) matches. Undo with unstubAllGlobals. */
export function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
