import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // recharts' CommonJS build requires the ES build of its state library inside a VM context;
    // its ES build is the one the app's bundle uses anyway
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
  },
  test: {
    environment: 'jsdom',
    // each file in a fresh VM context of a long-lived worker: the worker keeps jsdom and the
    // modules outside src loaded, instead of a new process per file (docs/decisions/0131)
    pool: 'vmForks',
    // both cores (the default leaves one idle on a 2-core machine)
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom's role queries take seconds on a 2-core machine busy with another suite; 5 s (the
    // default) failed a menu test that takes 0.6 s on its own
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
  },
});
