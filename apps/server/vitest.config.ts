import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts need a PostgreSQL server (several processes on one database): the
    // embedded run leaves them out rather than counting them as skipped. *.pglite.test.ts
    // start servers on the embedded database whatever the suite: they run once, there.
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, '**/*.pglite.test.ts']
      : [...configDefaults.exclude, '**/*.postgres.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // the files of a worker share its module graph: the server's modules are imported once
    // per worker instead of once per file (docs/decisions/0112-test-files-share-a-worker.md)
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
