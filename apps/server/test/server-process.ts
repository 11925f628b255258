import { spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { DEMO_LOGINS, eventually } from './harness';
import { freePort } from './free-port';

export { freePort };

export const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The real server as a process of its own, with the demo company seeded: `entry` is its
 * TypeScript (src/main.ts, run through tsx) or a build's main.js (run on plain node). `env`
 * adds to or overrides the defaults (DATA_DIR, DATABASE_URL, ROLE and the like).
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions,
  entry = 'src/main.ts',
) {
  const runner = entry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  return spawn(process.execPath, [...runner, entry], {
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
