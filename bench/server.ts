import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/test/free-port';

/** A throwaway database on the local PostgreSQL and the real server running against it. */
export interface BenchEnv {
  url: string;
  base: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(import.meta.dirname, '..');

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitReady(base: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready in time');
}

/**
 * What the server runs: `compiled`, the production build (`npm start`'s plain node on the
 * bundle, built here into a folder of this run's under bench/, where the bundle's packages
 * resolve from the project's node_modules); otherwise the TypeScript sources through tsx, as
 * development and the tests run them. BENCH_SERVER_COMPILED (1 or 0) overrides the bench's
 * choice.
 */
function serverEntry(compiled: boolean) {
  const env = process.env.BENCH_SERVER_COMPILED;
  if (env !== undefined ? env !== '1' : !compiled) {
    return { args: ['--import', 'tsx', 'apps/server/src/main.ts'], remove: () => {} };
  }
  const outdir = path.join(ROOT, 'bench', `.dist-${process.pid}`);
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs', '--outdir', outdir], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return {
    args: ['--enable-source-maps', path.join(outdir, 'main.js')],
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

export async function startEnv(
  adminPassword: string,
  { compiled = false } = {},
): Promise<BenchEnv> {
  const dbName = `atende_bench_${process.pid}`;
  await adminQuery(`create database ${dbName}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. --cpu-prof
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = serverEntry(compiled);
  const child = spawn(process.execPath, [...extra, ...server.args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    server.remove();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  };
  try {
    await waitReady(base, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, base, pid: child.pid, stop };
}

export async function login(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
