import { TAG_DEFAULT_COLOR } from '@atende/shared';

/** Swatches offered by the tag modal; any other colour comes from the colour input. */
export const TAG_PALETTE = [
  TAG_DEFAULT_COLOR,
  '#E53935',
  '#D81B60',
  '#8E24AA',
  '#3949AB',
  '#1E88E5',
  '#00ACC1',
  '#00897B',
  '#43A047',
  '#7CB342',
  '#FDD835',
  '#FB8C00',
  '#6D4C41',
  '#546E7A',
] as const;

/**
 * The default colour of a new tag: the palette's first colour among the least used by the
 * existing tags, so tags added one after another do not all look the same.
 */
export function nextTagColor(used: readonly string[]): string {
  const uses = new Map<string, number>(TAG_PALETTE.map((c) => [c, 0]));
  for (const color of used) {
    const key = color.toUpperCase();
    if (uses.has(key)) uses.set(key, uses.get(key)! + 1);
  }
  const fewest = Math.min(...uses.values());
  return TAG_PALETTE.find((c) => uses.get(c) === fewest)!;
}

/** The '#rrggbb' an <input type="color"> accepts, from any colour the API allows. */
export function toColorInputValue(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length < 6 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  return /^[0-9a-fA-F]{6}$/.test(full) ? `#${full.toLowerCase()}` : '#000000';
}
