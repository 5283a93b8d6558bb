import { defineConfig } from '@playwright/test';

/**
 * The browser part of `npm run bench` (scripts/bench.sh): measures the web app against the server
 * the bench has already started and seeded, at BENCH_BASE_URL. It prints figures and fails only
 * when what it measures is not on screen, never on a time. Same Chromium as playwright.config.ts
 * (the system one; Playwright never downloads a browser here).
 */
const baseURL = process.env.BENCH_BASE_URL;
if (!baseURL) {
  throw new Error('BENCH_BASE_URL is not set: the browser bench runs against a started, seeded server (scripts/bench.sh), e.g. BENCH_BASE_URL=http://127.0.0.1:18080');
}

export default defineConfig({
  testDir: './bench',
  testMatch: '*.bench.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
