/** Relative luminance (WCAG 2) of '#RGB' or '#RRGGBB[AA]'; an unreadable value counts as black. */
function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length < 6 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = (parseInt(full.slice(i, i + 2), 16) || 0) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white text on a colour the user chose (a tag's, a queue's): whichever has the higher
 * contrast ratio. A brightness cut-off put white on mid greens and blues at 2.5 – 3.7:1.
 */
export function contrastText(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack > onWhite ? '#000000' : '#FFFFFF';
}
