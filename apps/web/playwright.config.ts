import { defineConfig } from '@playwright/test';

/** Browser tests against the real server (started by e2e/global-setup.ts) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    // drawers, dialogs and menus appear in place (the app honours the setting): a click never
    // lands mid-slide; shell.spec.ts checks the animated menus too (decision 0122)
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // a trace records every step of every test, a quarter of the suite's CPU on the 2-core
    // machine; CI keeps only its log, so it records none there (decision 0151)
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
