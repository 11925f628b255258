import { PROMPT_DEFAULT_HANDOVER_MARKER } from '@atende/shared';

/**
 * Splits an AI reply into what the customer reads and whether it asked for a person: every line
 * holding the marker (case ignored) is taken out, the rest is sent.
 */
export function readReply(reply: string, marker: string) {
  const wanted = (marker.trim() || PROMPT_DEFAULT_HANDOVER_MARKER).toLocaleLowerCase('pt-BR');
  const lines = reply.split(/\r?\n/);
  const kept = lines.filter((l) => !l.toLocaleLowerCase('pt-BR').includes(wanted));
  return { text: kept.join('\n').trim(), handOver: kept.length !== lines.length };
}
