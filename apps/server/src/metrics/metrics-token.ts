import { timingSafeEqual } from 'node:crypto';

/** The Authorization header is exactly `Bearer <token>`; compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
