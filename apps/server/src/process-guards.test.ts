import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const fixture = path.resolve(__dirname, '../test/fixtures/unhandled-rejection.ts');

it('an unhandled rejection is logged and the process keeps running', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fixture], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('unhandled rejection: database went away\nstill serving\n');
  expect(run.status).toBe(0);
});
