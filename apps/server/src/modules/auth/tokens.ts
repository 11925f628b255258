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

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const p = payload as unknown as AccessClaims;
        if (
          typeof p.id !== 'number' ||
          typeof p.companyId !== 'number' ||
          typeof p.sid !== 'string'
        ) {
          throw new Error('malformed claims');
        }
        return {
          id: p.id,
          companyId: p.companyId,
          profile: p.profile,
          super: !!p.super,
          sessionId: p.sid,
        };
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          throw new AppError('ERR_SESSION_EXPIRED', 403, 'Sessão expirada. Faça login novamente.');
        }
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
