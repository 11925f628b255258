import { useEffect, useState } from 'react';
import type { WhatsappDTO } from '@atende/shared';
import { anyNeedsAttention, CONNECTION_BADGE_DELAY_MS } from './connection-status';

/**
 * Whether the side menu shows its '!' next to Connections: re-evaluated 2 seconds after the
 * list last changed (spec 1 §2, §9), so a session passing through OPENING does not flash it.
 */
export function useConnectionsAlert(connections: readonly WhatsappDTO[] | undefined): boolean {
  const [alert, setAlert] = useState(false);
  useEffect(() => {
    if (!connections) return;
    const timer = setTimeout(
      () => setAlert(anyNeedsAttention(connections)),
      CONNECTION_BADGE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [connections]);
  return alert;
}
