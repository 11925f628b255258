import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dockerfileStages, instruction, rootDir, stageEnv } from './dockerfile';
import { freePort, untilReady } from './server-process';

// The Dockerfile's runtime stage, rehearsed step by step without Docker (no engine runs on the
// test machines): its COPYs fill a folder standing for /app, its install runs there, the
// server starts with its ENV and CMD, and its HEALTHCHECK runs against it. Every instruction
// must be one this file knows, so a changed stage fails here until the rehearsal follows it.
// Not covered: the base image and the switch to the non-root user.

const READY_TIMEOUT_MS = 180_000;
const runtime = dockerfileStages().get('runtime') ?? [];
const env = stageEnv(runtime);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-image-'));
const appDir = path.join(root, 'app');
const dataDir = path.join(root, 'data');
const WEB_PAGE = '<!doctype html><title>web build of the image</title>';
let server: ChildProcess | undefined;
let stdout = '';

/** The environment a step runs with: the stage's ENV over the machine's PATH and HOME only. */
const stepEnv = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  ...env,
  ...extra,
});

/** `COPY --from=build /app/<dir> <dest>`: the build stage's outputs, made as that stage makes them. */
function copyFromBuild(source: string, dest: string) {
  if (source === '/app/apps/server/dist') {
    execFileSync(process.execPath, ['apps/server/scripts/build.mjs', '--outdir', dest], {
      cwd: rootDir,
      stdio: 'pipe',
    });
  } else if (source === '/app/apps/web/dist') {
    // the web build itself runs in the browser tests' setup; here the image needs its files
    fs.mkdirSync(dest, { recursive: true });
    fs.writeFileSync(path.join(dest, 'index.html'), WEB_PAGE);
  } else throw new Error(`unknown build output in the Dockerfile: ${source}`);
}

function copy(args: string) {
  const parts = args.split(/\s+/);
  const dest = path.join(appDir, parts.pop()!);
  if (parts[0] === '--from=build') return copyFromBuild(parts[1]!, dest);
  for (const source of parts) {
    const target =
      dest.endsWith(path.sep) || parts.length > 1 ? path.join(dest, path.basename(source)) : dest;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(path.join(rootDir, source), target, { recursive: true });
  }
}

function run(command: string) {
  const [first, ...rest] = command.split(' && ');
  if (first!.startsWith('npm ci ')) {
    // the cache clean only shrinks the image; here it would empty this machine's cache
    expect(rest).toEqual(['npm cache clean --force']);
    const args = [...first!.split(/\s+/).slice(1), '--prefer-offline'];
    execFileSync('npm', args, { cwd: appDir, env: stepEnv(), stdio: 'pipe' });
  } else if (command === 'mkdir -p /data && chown node:node /data') {
    fs.mkdirSync(dataDir);
  } else throw new Error(`unknown RUN step in the Dockerfile: ${command}`);
}

const KNOWN = new Set(['FROM', 'ENV', 'WORKDIR', 'COPY', 'RUN', 'USER', 'VOLUME', 'EXPOSE']);
const KNOWN_LAST = new Set(['HEALTHCHECK', 'CMD']);

beforeAll(() => {
  expect(instruction(runtime, 'WORKDIR')).toEqual(['/app']);
  for (const line of runtime) {
    const [name] = line.split(' ', 1);
    const args = line.slice(name!.length + 1).trim();
    if (name === 'COPY') copy(args);
    else if (name === 'RUN') run(args);
    else if (!KNOWN.has(name!) && !KNOWN_LAST.has(name!)) {
      throw new Error(`unknown instruction in the Dockerfile's runtime stage: ${line}`);
    }
  }
}, 300_000);

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

/** An exec-form command (`["node", "-e", "..."]`) of CMD or HEALTHCHECK ... CMD. */
const execForm = (text: string) => JSON.parse(text.slice(text.indexOf('['))) as string[];

it('the install holds the server production dependencies and no development tool', () => {
  const has = (name: string) => fs.existsSync(path.join(appDir, 'node_modules', name));
  for (const name of ['fastify', '@electric-sql/pglite', 'baileys', 'exceljs', 'pg']) {
    expect([name, has(name)]).toEqual([name, true]);
  }
  for (const name of ['tsx', 'vitest', 'typescript', 'vite', 'drizzle-kit', 'react', 'eslint']) {
    expect([name, has(name)]).toEqual([name, false]);
  }
});

it('the modules loaded on first use (Baileys, exceljs) load from that install', () => {
  const loaded = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const [b, e] = await Promise.all([import('baileys'), import('exceljs')]); console.log(typeof b.default, typeof e.default.Workbook)",
    ],
    { cwd: path.join(appDir, 'apps/server'), env: stepEnv(), encoding: 'utf8' },
  );
  expect(loaded.trim()).toBe('function function');
});

it(
  'CMD starts the server with the ENV: it serves the web app, its HEALTHCHECK passes, the printed admin signs in',
  async () => {
    const port = await freePort();
    const [command, ...args] = execForm(instruction(runtime, 'CMD')[0]!);
    // the image listens on every interface; a test machine's loopback is enough here
    const serverEnv = stepEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    server = spawn(command!, args, {
      cwd: appDir,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      server!.once('exit', (code) => reject(new Error(`the server exited (${code})`))),
    );
    await Promise.race([untilReady(port, READY_TIMEOUT_MS), exited]);

    const [check, ...checkArgs] = execForm(instruction(runtime, 'HEALTHCHECK')[0]!);
    expect(() => execFileSync(check!, checkArgs, { env: serverEnv, stdio: 'pipe' })).not.toThrow();

    const page = await fetch(`http://127.0.0.1:${port}/tickets`);
    expect([page.status, await page.text()]).toEqual([200, WEB_PAGE]);

    // the first start prints the platform admin's generated password once
    const email = /Super admin: (\S+)/.exec(stdout)?.[1];
    const password = /Password: +(\S+)/.exec(stdout)?.[1];
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()) as { user: { email: string } }).toMatchObject({ user: { email } });
  },
  READY_TIMEOUT_MS + 60_000,
);

it("the image's backup command waits for the server to stop, then writes a backup that restores", async () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['apps/server/dist/backup-cli.js', ...args], {
      cwd: appDir,
      env: stepEnv({ DATA_DIR: dataDir }),
      encoding: 'utf8',
    });
  const refused = cli('backup');
  expect([refused.status, refused.stderr.split('\n')[0]]).toEqual([
    1,
    'Stop the server first: a backup needs DATA_DIR to itself.',
  ]);

  const stopped = new Promise((resolve) => server!.once('exit', resolve));
  server!.kill('SIGTERM');
  expect(await stopped).toBe(0);
  server = undefined;

  const made = cli('backup');
  const file = /^Backup written: (\S+) \(\d+(\.\d)? [KM]B\)\n$/.exec(made.stdout)?.[1];
  expect([made.status, made.stderr]).toEqual([0, '']);
  expect(path.dirname(file ?? '')).toBe(path.join(dataDir, 'backups'));

  const restored = cli('restore', file!);
  expect([restored.status, restored.stderr]).toEqual([0, '']);
  // the first start made the platform company only: the image runs with NODE_ENV=production,
  // which leaves the demo company out
  expect(restored.stdout).toMatch(/^Restored the backup of \S+Z: 1 companies, 0 tickets\.\n/);
  expect(restored.stdout).toContain(`kept in ${path.join(dataDir, 'pgdata.before-restore-')}`);
}, 120_000);
