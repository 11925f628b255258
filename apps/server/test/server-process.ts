import { spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { DEMO_LOGINS, eventually } from './harness';
import { freePort } from './free-port';

export { freePort };

export const serverDir = path.resolve(import.meta.dirname, '..');

/** How the server runs: its TypeScript through tsx, or the build output (dist/) on plain node. */
const entries = {
  source: ['--import', 'tsx', 'src/main.ts'],
  compiled: ['--enable-source-maps', 'dist/main.js'],
};

/**
 * The real server as a process of its own (src/main.ts, or dist/main.js once built), with the
 * demo company seeded. `env` adds to or overrides the defaults (DATA_DIR, DATABASE_URL, ROLE
 * and the like).
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions,
  entry: keyof typeof entries = 'source',
) {
  return spawn(process.execPath, entries[entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      ...env,
    },
    stdio,
  });
}

/** Waits until the process on `port` answers GET /api/ready. */
export async function untilReady(port: number, timeoutMs = 90_000) {
  await eventually(async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok).toBe(true);
  }, timeoutMs);
}

/** JSON calls to a server process, signed in as the demo company's admin after `logIn`. */
export function demoAdminClient(port: number) {
  const base = `http://127.0.0.1:${port}/api`;
  let token = '';
  const send = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return res;
  };
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> =>
    (await (await send(method, route, body)).json()) as T;
  /** A GET whose answer is not JSON (a CSV, say). */
  const text = async (route: string) => (await send('GET', route)).text();
  const logIn = async () => {
    token = (await call<{ token: string }>('POST', '/auth/login', DEMO_LOGINS.admin)).token;
  };
  return { call, text, logIn };
}
