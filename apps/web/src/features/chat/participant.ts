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

// mid tones readable on both the light and the dark bubble
const SENDER_COLORS = ['#1f7aa8', '#b5495b', '#6a4fb5', '#2e8b57', '#c2691a', '#8a6d1f'];

/** A stable color per member, so one sender's messages are told apart at a glance. */
export function participantColor(participant: string): string {
  let hash = 0;
  for (const ch of participant) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return SENDER_COLORS[hash % SENDER_COLORS.length]!;
}
