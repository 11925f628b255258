import fs from 'node:fs';
import type { CaughtMail } from '../../server/test/mail-catcher';
import { expect } from './fixtures';

/** The messages the global setup's SMTP server has accepted so far (one JSON line each). */
function readMailbox(): CaughtMail[] {
  const file = process.env.ATENDE_E2E_MAILBOX ?? '';
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** Waits for the newest message to `to` past the first `after` of them, and returns it. */
export async function nextMailTo(to: string, after = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(() => {
      found = readMailbox().filter((m) => m.to.includes(to))[after];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
