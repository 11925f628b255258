import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAdminClient, freePort, serverDir, spawnServer, untilReady } from './server-process';

// a loaded 2-core machine (other suites, builds) can take minutes to start a server
const READY_TIMEOUT_MS = 180_000;

// the build the Dockerfile runs (`npm run build -w apps/server`), into a folder of this run's own
const outdir = path.join(serverDir, 'dist', `test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-compiled-'));
let server: ChildProcess | undefined;

beforeAll(() => {
  execFileSync('npm', ['run', 'build', '-w', 'apps/server', '--', '--outdir', outdir], {
    cwd: path.resolve(serverDir, '..', '..'),
    stdio: 'pipe',
  });
}, 120_000);

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// esbuild writes `import ... from "x";`, `import "x";` and `import("x")`
const STATIC_IMPORTS = [
  /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)";/gm,
  /^import\s*"([^"]+)";/gm,
];
const DYNAMIC_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g;

/** The packages the compiled code imports. */
function bareImports(dir: string): Set<string> {
  const patterns = [...STATIC_IMPORTS, DYNAMIC_IMPORT];
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const pattern of patterns) {
      for (const [, spec] of code.matchAll(pattern)) {
        if (spec.startsWith('.')) continue;
        const parts = spec.split('/');
        found.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
      }
    }
  }
  return found;
}

it('every package the compiled server imports is a production dependency or part of node', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const builtins = new Set(builtinModules);
  const imported = [...bareImports(outdir)];
  const missing = imported.filter(
    (name) => !name.startsWith('node:') && !builtins.has(name) && !manifest.dependencies[name],
  );
  expect(missing).toEqual([]);
  // the shared package is TypeScript source: bundled, never imported at run time
  expect(imported).not.toContain('@atende/shared');
  expect(imported).toContain('@electric-sql/pglite');
  expect(manifest.dependencies.tsx).toBeUndefined();
});

/** What `node main.js` loads before serving: main.js and the files it imports statically. */
function staticallyLoaded(dir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const pattern of STATIC_IMPORTS)
      for (const [, spec] of code.matchAll(pattern)) {
        if (spec.startsWith('./')) visit(spec.slice(2));
        else seen.add(spec);
      }
  };
  visit('main.js');
  return [...seen];
}

it('Baileys and exceljs stay out of the start: loaded only when first needed', () => {
  const loaded = staticallyLoaded(outdir);
  expect(loaded).toContain('fastify');
  expect(loaded).not.toContain('baileys');
  expect(loaded).not.toContain('exceljs');
});

it(
  'the compiled server runs on plain node: health, the demo admin signs in, a protected list answers',
  async () => {
    const port = await freePort();
    const main = path.join(outdir, 'main.js');
    server = spawnServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' }, 'ignore', main);
    await untilReady(port, READY_TIMEOUT_MS);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const admin = demoAdminClient(port);
    await admin.logIn();
    const users = await admin.call<Array<{ email: string }>>('GET', '/users/list');
    expect(users.map((u) => u.email).sort()).toEqual(['admin@demo.test', 'agente@demo.test']);
    expect((await fetch(`http://127.0.0.1:${port}/api/users/list`)).status).toBe(401);
  },
  READY_TIMEOUT_MS + 60_000,
);
