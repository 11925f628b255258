import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/**
 * The newest PostgreSQL installed under /usr/lib/postgresql. Missing binaries fail the test
 * that needs them, with a message saying what to install: a skip would hide the fault tests.
 */
function postgresBin(): string {
  const versions = fs.existsSync(POSTGRES_ROOT)
    ? fs
        .readdirSync(POSTGRES_ROOT)
        .filter((v) => fs.existsSync(path.join(POSTGRES_ROOT, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      `no PostgreSQL binaries under ${POSTGRES_ROOT}/<version>/bin: install the postgresql package`,
    );
  }
  return path.join(POSTGRES_ROOT, versions[0], 'bin');
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder, on a free port, with trust
 * auth: the fault tests stop and start it without touching the machine's shared server.
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 */
export async function startPrivatePostgres() {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-private-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    fs.chownSync(dir, uid, uid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate') =>
    pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server: 'immediate' is a crash (no checkpoint), 'fast' a clean stop. */
    stop,
    start,
    /** Stops it for good and removes its files. */
    async destroy() {
      await stop('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
