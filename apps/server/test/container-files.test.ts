import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerfileStages, instruction, readRepoFile } from './dockerfile';

// Docker is not part of the test machines: these checks keep the container files in step with
// the npm scripts and dependencies that the other tests exercise (compiled-server.pglite.test.ts,
// and container-runtime.pglite.test.ts, which runs the runtime stage's steps).
const read = readRepoFile;

interface Manifest {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (dir: string) => JSON.parse(read(path.join(dir, 'package.json'))) as Manifest;

const stages = dockerfileStages();
const build = stages.get('build') ?? [];
const runtime = stages.get('runtime') ?? [];

describe('Dockerfile', () => {
  it('has a build stage and a runtime stage', () => {
    expect([...stages.keys()]).toEqual(['build', 'runtime']);
  });

  it('runs only npm scripts that exist, and builds what `npm run build` builds', () => {
    const runs = instruction(build, 'RUN').join(' && ');
    const scripts = [...runs.matchAll(/npm run (\S+)(?: (?:-w|--workspace) (\S+))?/g)];
    expect(scripts.map(([, script, workspace]) => `${workspace ?? '.'}:${script}`)).toEqual([
      'apps/web:build',
      'apps/server:build',
    ]);
    for (const [, script, workspace] of scripts) {
      expect(manifest(workspace ?? '.').scripts?.[script]).toBeTruthy();
    }
    expect(manifest('.').scripts?.build).toBe(
      'npm run build -w apps/web && npm run build -w apps/server',
    );
  });

  it('installs the server production dependencies only in the runtime stage', () => {
    expect(instruction(build, 'RUN')).toContain('npm ci --no-audit --no-fund');
    expect(instruction(runtime, 'RUN')[0]).toMatch(/^npm ci --omit=dev --workspace apps\/server\b/);
  });

  it('starts what `npm start -w apps/server` starts, on plain node, as a non-root user', () => {
    const start = manifest('apps/server').scripts?.start;
    // exec: the shell npm runs the script in gives way to node, so node gets npm's SIGTERM
    expect(start).toBe('exec node --enable-source-maps dist/main.js');
    expect(instruction(runtime, 'CMD')).toEqual([
      '["node", "--enable-source-maps", "apps/server/dist/main.js"]',
    ]);
    expect(instruction(runtime, 'COPY')).toContain(
      '--from=build /app/apps/server/dist apps/server/dist',
    );
    expect(instruction(runtime, 'USER')).toEqual(['node']);
  });

  it('keeps DATA_DIR in a volume, exposes PORT and checks /api/health', () => {
    const env = instruction(runtime, 'ENV').join(' ');
    expect(env).toContain('DATA_DIR=/data');
    expect(env).toContain('PORT=8080');
    expect(instruction(runtime, 'VOLUME')).toEqual(['["/data"]']);
    expect(instruction(runtime, 'EXPOSE')).toEqual(['8080']);
    expect(instruction(runtime, 'HEALTHCHECK').join(' ')).toContain('/api/health');
  });
});

describe('dependencies', () => {
  it('the build and test tools are development dependencies of the server', () => {
    const server = manifest('apps/server');
    for (const tool of ['tsx', 'esbuild', 'vitest', 'drizzle-kit']) {
      expect(server.dependencies?.[tool]).toBeUndefined();
      expect(server.devDependencies?.[tool]).toBeTruthy();
    }
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('runs the app on PostgreSQL 16 once the database answers its health check', () => {
    expect(compose).toMatch(/^ {4}image: postgres:16$/m);
    expect(compose).toMatch(/pg_isready -U atende -d atende/);
    expect(compose).toMatch(/depends_on:\n\s+db:\n\s+condition: service_healthy/);
    expect(compose).toMatch(
      /DATABASE_URL: postgres:\/\/atende:\$\{POSTGRES_PASSWORD:-atende\}@db:5432\/atende/,
    );
  });

  it("gives the app longer to stop than its own shutdown's time limit", () => {
    expect(compose).toMatch(/^ {2}app:\n(?: {4}.*\n)*? {4}stop_grace_period: 30s$/m);
  });

  it('keeps the database and DATA_DIR in named volumes', () => {
    expect(compose).toContain('- db-data:/var/lib/postgresql/data');
    expect(compose).toContain('- app-data:/data');
    expect(compose).toMatch(/^volumes:\n {2}db-data:\n {2}app-data:$/m);
  });
});
