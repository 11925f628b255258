import { PROMPT_DEFAULT_HANDOVER_MARKER } from '@atende/shared';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What may be left around a removed marker: spaces, dashes, colons, bars, brackets. */
const LEFTOVER_EDGES = /^[\s\-–—:|()[\]]+|[\s\-–—:|([]+$/g;

/**
 * Splits an AI reply into what the customer reads and whether it asked for a person: the marker
 * (case ignored) is taken out wherever it stands, and the rest is sent. Models write their
 * goodbye on the marker's line ("Vou te passar para um atendente. Ação: Transferir ..."):
 * dropping the whole line left the customer with no answer at all.
 */
export function readReply(reply: string, marker: string) {
  const wanted = marker.trim() || PROMPT_DEFAULT_HANDOVER_MARKER;
  const pattern = new RegExp(escapeRegExp(wanted), 'giu');
  let handOver = false;
  const kept: string[] = [];
  for (const line of reply.split(/\r?\n/)) {
    const without = line.replace(pattern, () => {
      handOver = true;
      return ' ';
    });
    if (without === line) kept.push(line);
    else if (without.replace(LEFTOVER_EDGES, '')) kept.push(without.replace(LEFTOVER_EDGES, ''));
  }
  return { text: kept.join('\n').trim(), handOver };
}
