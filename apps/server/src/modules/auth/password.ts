import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** The cost of the hashes written before each hash recorded its own. */
const FORMER_COST = 16384;
/** Costs a stored hash may name: powers of two in this range (a larger one is refused). */
const MIN_COST = 1024;
const MAX_COST = 1 << 16;

/**
 * scrypt's cost (N) for new hashes. Each hash records the cost it was made with, so raising it
 * later never locks anyone out. The test harness lowers it (as test suites commonly lower
 * bcrypt's rounds): the test apps' seeds and sign-ins spent half a minute of a suite here.
 */
export const passwordSettings = { cost: FORMER_COST };

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; Node refuses above 32 MB unless told
  const maxmem = 2 * 128 * cost * 8;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const validCost = (cost: number) =>
  Number.isInteger(cost) && cost >= MIN_COST && cost <= MAX_COST && (cost & (cost - 1)) === 0;

/** `scrypt$<cost>$<salt b64>$<hash b64>`; node:crypto only, no native addon. */
export async function hashPassword(password: string): Promise<string> {
  const cost = passwordSettings.cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Reads both forms: with the cost, and the former `scrypt$<salt>$<hash>` at FORMER_COST. */
function parseHash(stored: string) {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  const [costText, saltB64, hashB64] =
    parts.length === 3 ? [String(FORMER_COST), parts[1], parts[2]] : parts.slice(1);
  const cost = Number(costText);
  if (parts.length > 4 || !validCost(cost) || !saltB64 || !hashB64) return undefined;
  return { cost, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/**
 * Spent on unknown e-mails so that response time does not reveal which accounts exist: at
 * the cost new hashes are made with, as the accounts' own hashes are.
 */
export function dummyHash(): string {
  const zeros = Buffer.alloc(KEY_LENGTH).toString('base64');
  return `scrypt$${passwordSettings.cost}$AAAAAAAAAAAAAAAAAAAAAA==$${zeros}`;
}
