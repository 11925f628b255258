/** The chip colour of each priority (1 high, 2 medium, 3 low), on the page and in the top bar. */
export const PRIORITY_COLOR = { 1: 'error', 2: 'warning', 3: 'default' } as const;
