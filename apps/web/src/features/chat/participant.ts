/** A group member's number as people read it: +55 11 93333-2222 for Brazil, else +digits. */
export function formatParticipant(participant: string): string {
  if (!/^\d+$/.test(participant)) return participant;
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(participant);
  return br ? `+55 ${br[1]} ${br[2]}-${br[3]}` : `+${participant}`;
}

/**
 * The caption of a member's message: their WhatsApp name beside their number, as WhatsApp
 * shows a member not in one's contacts ("+55 11 93333-2222 ~ Ana"); the number alone without one.
 */
export function senderCaption(participant: string, name: string | null): string {
  const number = formatParticipant(participant);
  return name ? `${number} ~ ${name}` : number;
}

/**
 * Twelve hues, each in a tone for the light bubble (white) and one for the dark (#1c1f24),
 * both at a contrast of at least 4.5:1 for the small caption text.
 */
export const SENDER_COLORS = {
  light: [
    '#1f6f9a',
    '#b03a4e',
    '#6a4fb5',
    '#23784b',
    '#a8560f',
    '#7a5f12',
    '#0e7373',
    '#9b3598',
    '#4a6f0c',
    '#c0392b',
    '#4454c4',
    '#8a5a2b',
  ],
  dark: [
    '#6cc4f0',
    '#f08a9b',
    '#b39ef0',
    '#6fd39b',
    '#f2a35e',
    '#d9bf5f',
    '#5fd0d0',
    '#e58be2',
    '#a6d65c',
    '#ff8a7a',
    '#9aa6ff',
    '#d9a877',
  ],
} as const;

/**
 * A stable color per member, so one sender's messages are told apart at a glance; the same
 * hue in both themes. FNV-1a of their number, then mixed (numbers differing in a few digits
 * otherwise share their low bits too often).
 */
export function participantColor(participant: string, mode: 'light' | 'dark'): string {
  let h = 0x811c9dc5;
  for (const ch of participant) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  const palette = SENDER_COLORS[mode];
  return palette[(h >>> 0) % palette.length]!;
}
