// Compiles the server for production: one ES module bundle under dist/ that plain `node` runs.
// packages/shared is TypeScript source (its exports point at src/index.ts), so it is bundled;
// every other package stays an import resolved from node_modules at run time (PGlite finds its
// wasm beside itself, Baileys and exceljs keep loading only when first needed). Modules the
// sources import dynamically become chunks of their own, loaded on first use as before.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
// `--outdir <dir>` (tests): a folder of its own, so a running dist/ is never rebuilt under it
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(
  outdirFlag > 0 ? process.argv[outdirFlag + 1] : path.join(serverDir, 'dist'),
);
const bundledPackages = ['@atende/shared'];

/** Bare imports (`pino`, `drizzle-orm/pglite`) stay external unless the package is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const bundled = bundledPackages.some((p) => args.path === p || args.path.startsWith(`${p}/`));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // the server, and the backup command (`npm run backup`, `npm run restore`)
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'backup-cli': path.join(serverDir, 'src/backup/backup-cli.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // chunks beside main.js: code reading files relative to import.meta.dirname sees dist/
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
// read at run time relative to the code (db/client.ts: migrationsFolder)
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
