import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './payment-provider';

/**
 * Whether the header carries the expected token, compared in constant time (both sides hashed
 * first, so neither the length nor the content leaks). No token configured: never.
 */
export function tokenMatches(
  headers: WebhookHeaders,
  header: string,
  expected: string | undefined,
) {
  const given = headers[header];
  if (!expected || typeof given !== 'string' || given === '') return false;
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
