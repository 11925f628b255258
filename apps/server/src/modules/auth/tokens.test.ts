import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const claims = { id: 7, companyId: 3, profile: 'user', super: false, sid: 'session-1' };
const at = (iso: string) => new Date(iso);

describe('access tokens', () => {
  const tokens = createTokenService('a-secret-of-enough-length-for-hs256');

  it('returns the claims of a valid token, again and again', async () => {
    const token = await tokens.signAccess(claims, at('2026-11-22T12:00:00Z'));
    const expected = { id: 7, companyId: 3, profile: 'user', super: false, sessionId: 'session-1' };
    expect(await tokens.verifyAccess(token, at('2026-11-22T12:01:00Z'))).toEqual(expected);
    expect(await tokens.verifyAccess(token, at('2026-11-22T12:02:00Z'))).toEqual(expected);
  });

  it('refuses a tampered token even after the genuine one was accepted', async () => {
    const token = await tokens.signAccess(claims, at('2026-11-22T12:00:00Z'));
    await tokens.verifyAccess(token, at('2026-11-22T12:01:00Z'));
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, profile: 'admin', exp: 1e10 }));
    const tampered = `${header}.${forged.toString('base64url')}.${signature}`;
    await expect(tokens.verifyAccess(tampered, at('2026-11-22T12:01:00Z'))).rejects.toMatchObject({
      code: 'ERR_UNAUTHORIZED',
      status: 401,
    });
  });

  it('says the session expired once the token outlives its 15 minutes, verified before or not', async () => {
    const token = await tokens.signAccess(claims, at('2026-11-22T12:00:00Z'));
    const other = await tokens.signAccess(
      { ...claims, sid: 'session-2' },
      at('2026-11-22T12:00:00Z'),
    );
    await tokens.verifyAccess(token, at('2026-11-22T12:14:59Z'));
    for (const t of [token, other]) {
      await expect(tokens.verifyAccess(t, at('2026-11-22T12:15:00Z'))).rejects.toMatchObject({
        code: 'ERR_SESSION_EXPIRED',
        status: 403,
      });
    }
  });
});
