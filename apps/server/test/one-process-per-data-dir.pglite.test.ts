import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/data-dir-lock';
import { freePort, spawnServer, untilReady } from './server-process';

// a loaded 2-core machine (other suites, builds) can take minutes to start a server
const READY_TIMEOUT_MS = 180_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-one-process-'));
let first: ChildProcess | undefined;
let firstPort = 0;

afterAll(() => {
  first?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Collects a process's stderr and resolves with its exit code. */
function exitOf(proc: ChildProcess) {
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    proc.once('exit', (code) => resolve({ code, stderr })),
  );
}

it(
  'starts over a lock left by a crashed process, and a second server on the same PGlite data directory refuses to start while the first keeps answering',
  async () => {
    // a crash leaves the lock behind: its pid is a process that no longer runs
    const crashedPid = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: crashedPid, hostname: os.hostname(), startedAt: 'antes da queda' }),
    );
    firstPort = await freePort();
    first = spawnServer(firstPort, { DATA_DIR: dataDir, DATABASE_URL: '' }, 'ignore');
    await untilReady(firstPort, READY_TIMEOUT_MS);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
      pid: number;
    };
    expect(lock.pid).toBe(first.pid);

    const secondPort = await freePort();
    const second = spawnServer(secondPort, { DATA_DIR: dataDir, DATABASE_URL: '' }, [
      'ignore',
      'ignore',
      'pipe',
    ]);
    const { code, stderr } = await exitOf(second);
    expect(code).toBe(1);
    expect(stderr).toContain(`DATA_DIR ${dataDir} is in use by process ${first.pid} on host`);
    expect(stderr).toContain('set DATABASE_URL to run several processes on PostgreSQL');

    const health = await fetch(`http://127.0.0.1:${firstPort}/api/health`);
    expect(health.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
  },
  READY_TIMEOUT_MS + 60_000,
);

it('a first start on a port already taken stops before creating anything, so no generated password is lost', async () => {
  const takenPort = firstPort; // the first server still listens there
  const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-port-taken-'));
  try {
    const late = spawnServer(
      takenPort,
      { DATA_DIR: freshDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
      ['ignore', 'pipe', 'pipe'],
    );
    let stdout = '';
    late.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const { code, stderr } = await exitOf(late);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `PORT ${takenPort} is already in use on 127.0.0.1: stop the other program or set PORT\n`,
    );
    expect(stdout).not.toContain('Password:');
    expect(fs.existsSync(path.join(freshDir, 'pgdata'))).toBe(false);
  } finally {
    fs.rmSync(freshDir, { recursive: true, force: true });
  }
}, 60_000);
