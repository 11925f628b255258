import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atende/shared';
import type { TokenClaims } from '../../context';
import { AppError } from '../../http/app-error';

export interface AccessClaims {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
  sid: string;
}

export interface TokenService {
  signAccess(claims: AccessClaims, now: Date): Promise<string>;
  /** Throws 403 ERR_SESSION_EXPIRED when expired (the client refreshes), 401 when invalid. */
  verifyAccess(token: string, now: Date): Promise<TokenClaims>;
}

/** How many verified tokens are remembered; the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;

const sessionExpired = () =>
  new AppError('ERR_SESSION_EXPIRED', 403, 'Sessão expirada. Faça login novamente.');

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // A signature checked once stays valid for the token's life: every request of a session
  // carries the same token, so its HMAC is verified once, not on each request.
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, exp });
  };
  return {
    async signAccess(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verifyAccess(token, now) {
      const known = verified.get(token);
      if (known) {
        if (known.exp <= Math.floor(now.getTime() / 1000)) throw sessionExpired();
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const p = payload as unknown as AccessClaims;
        if (
          typeof p.id !== 'number' ||
          typeof p.companyId !== 'number' ||
          typeof p.sid !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          throw new Error('malformed claims');
        }
        const claims: TokenClaims = {
          id: p.id,
          companyId: p.companyId,
          profile: p.profile,
          super: !!p.super,
          sessionId: p.sid,
        };
        remember(token, claims, payload.exp);
        return claims;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw sessionExpired();
        throw new AppError('ERR_UNAUTHORIZED', 401, 'Sessão inválida. Faça login novamente.');
      }
    },
  };
}

/** Opaque refresh tokens: random, stored only as a SHA-256 hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
