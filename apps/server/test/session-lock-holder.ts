import { postgresSessionLocks } from '../src/channels/baileys/session-locks';

/**
 * A server process reduced to its session lock: holds connection `id`'s Baileys lock on the
 * database at `url` through session-locks.ts, says "held", and waits to be killed (the
 * takeover test of two-instances.postgres.test.ts). Run: node --import tsx <this> <url> <id>
 */
const [url, id] = process.argv.slice(2);
const locks = postgresSessionLocks(url!, (err) => process.stderr.write(`${String(err)}\n`));
if (!(await locks.tryAcquire(Number(id)))) {
  process.stderr.write('lock already held\n');
  process.exit(1);
}
process.stdout.write('held\n');
setInterval(() => {}, 60_000);
