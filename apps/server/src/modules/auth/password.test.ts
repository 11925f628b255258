import { afterEach, describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, passwordSettings, verifyPassword } from './password';

// made by the code before hashes recorded their cost (scrypt N = 16384)
const FORMER_HASH =
  'scrypt$WbgZOB86Dwb11DI7Ok15iA==$tv4QzeM19Z6nnB7IcGt9h4ydGDiDKnP2Vu0vXVclWTY8zFPSMeysmmIlKBBYBY4YssEI6gfhYWbYQfjdUaF97Q==';

const costBefore = passwordSettings.cost;
afterEach(() => {
  passwordSettings.cost = costBefore;
});

describe('password hashes', () => {
  it('record the cost they were made with, and only the right password matches', async () => {
    passwordSettings.cost = 2048;
    const stored = await hashPassword('Segredo-123');
    expect(stored.split('$').slice(0, 2)).toEqual(['scrypt', '2048']);
    expect(await verifyPassword('Segredo-123', stored)).toBe(true);
    expect(await verifyPassword('Segredo-124', stored)).toBe(false);
  });

  it('still match after the cost of new hashes changes', async () => {
    passwordSettings.cost = 16384;
    const stored = await hashPassword('Segredo-123');
    passwordSettings.cost = 1024;
    expect(await verifyPassword('Segredo-123', stored)).toBe(true);
  });

  it('of the former form (no cost) match at the cost they were made with', async () => {
    expect(await verifyPassword('Senha-antiga-123', FORMER_HASH)).toBe(true);
    expect(await verifyPassword('Senha-antiga-124', FORMER_HASH)).toBe(false);
  });

  it('naming another scheme, a cost out of range or not a power of two match nothing', async () => {
    const [, , salt, hash] = (await hashPassword('x')).split('$');
    for (const stored of [
      `bcrypt$1024$${salt}$${hash}`,
      `scrypt$512$${salt}$${hash}`,
      `scrypt$131072$${salt}$${hash}`,
      `scrypt$3000$${salt}$${hash}`,
      `scrypt$1024$${salt}$${hash}$extra`,
      `scrypt$1024$$${hash}`,
      '',
    ]) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });

  it('the stand-in for unknown accounts matches no password, at the current cost', async () => {
    passwordSettings.cost = 1024;
    expect(dummyHash().split('$')[1]).toBe('1024');
    expect(await verifyPassword('', dummyHash())).toBe(false);
  });
});
