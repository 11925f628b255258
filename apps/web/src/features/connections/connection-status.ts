/** The session states of a connection (spec 1 §4); lower-case 'connected' also occurs. */
export type ConnectionStatus =
  'qrcode' | 'PAIRING' | 'DISCONNECTED' | 'TIMEOUT' | 'OPENING' | 'CONNECTED';

/** The session buttons a status offers (spec 1 §4). */
export type SessionAction = 'qrcode' | 'tryAgain' | 'newQr' | 'disconnect' | 'connecting';

/** Brings the spelling variants onto one status; anything unknown stays as it came. */
export function normalizeStatus(status: string): ConnectionStatus | string {
  return status.toUpperCase() === 'CONNECTED' ? 'CONNECTED' : status;
}

/**
 * A cloud-api connection has no QR code and no session on a phone: only trying its
 * credentials again after they failed (decision 0051).
 */
function cloudApiActionsFor(status: string): SessionAction[] {
  const s = normalizeStatus(status);
  if (s === 'OPENING') return ['connecting'];
  return s === 'DISCONNECTED' || s === 'TIMEOUT' ? ['tryAgain'] : [];
}

export function sessionActionsFor(status: string, provider?: string): SessionAction[] {
  if (provider === 'cloud-api') return cloudApiActionsFor(status);
  switch (normalizeStatus(status)) {
    case 'qrcode':
      return ['qrcode'];
    case 'DISCONNECTED':
      return ['tryAgain', 'newQr'];
    case 'CONNECTED':
    case 'PAIRING':
    case 'TIMEOUT':
      return ['disconnect'];
    case 'OPENING':
      return ['connecting'];
    default:
      return [];
  }
}

const NEEDS_ATTENTION = new Set(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING']);

/** The side menu's '!' rule (spec 1 §2): some connection is not simply connected. */
export function anyNeedsAttention(connections: readonly { status: string }[]): boolean {
  return connections.some((c) => NEEDS_ATTENTION.has(normalizeStatus(c.status)));
}

/** The re-evaluation delay of the menu badge (spec 1 §9). */
export const CONNECTION_BADGE_DELAY_MS = 2000;
