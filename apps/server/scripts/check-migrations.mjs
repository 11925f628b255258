// Fails when the Drizzle schema has changes that no committed migration holds, or when the
// journal's times do not increase: Drizzle applies only the migrations newer than the last one
// a database ran, so a migration stamped earlier would be skipped by every upgraded database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..');
const committed = path.join(root, 'src/db/migrations');

const journal = JSON.parse(fs.readFileSync(path.join(committed, 'meta/_journal.json'), 'utf8'));
journal.entries.forEach((entry, i) => {
  const previous = journal.entries[i - 1];
  if (previous && entry.when <= previous.when) {
    console.error(
      `Migration ${entry.tag} is stamped ${entry.when}, not after ${previous.tag} (${previous.when}):` +
        ' databases that ran the earlier one would skip it. Set its "when" in meta/_journal.json' +
        ' above the previous one.',
    );
    process.exitCode = 1;
  }
});
// drizzle-kit wants a path relative to the package
const scratchName = `.migrations-check-${process.pid}`;
const scratch = path.join(root, scratchName);
fs.cpSync(committed, scratch, { recursive: true });
const before = fs.readdirSync(scratch).sort();
try {
  const output = execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--casing',
      'snake_case',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      `./${scratchName}`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (!/No schema changes|migration file/.test(output)) {
    console.error(output);
    throw new Error('drizzle-kit did not compare the schema; see its output above.');
  }
  const added = fs.readdirSync(scratch).filter((f) => !before.includes(f));
  if (added.length) {
    console.error(`Schema and migrations disagree (would add ${added.join(', ')}).`);
    console.error('Run `npm run db:generate` and commit the new migration.');
    process.exitCode = 1;
  } else if (!process.exitCode) console.log('migrations: schema and committed migrations agree');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
