import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * The browser part of `npm run bench` (scripts/bench.sh): measures the web app against the server
 * the bench has already started and seeded, at BENCH_BASE_URL. It prints figures and fails only
 * when what it measures is not on screen, never on a time. The browser and its settings are the
 * browser tests' (playwright.config.ts); there is no global setup, the bench's server is used.
 */
const baseURL = process.env.BENCH_BASE_URL;
if (!baseURL) {
  throw new Error('BENCH_BASE_URL is not set: the browser bench runs against a started, seeded server (scripts/bench.sh), e.g. BENCH_BASE_URL=http://127.0.0.1:18080');
}

export default defineConfig({
  ...e2e,
  testDir: './bench',
  // BENCH_PART=guides: the printed guide alone (it seeds a guide of its own); every other part without it.
  testMatch: process.env.BENCH_PART === 'guides' ? 'guide-print.bench.ts' : '*.bench.ts',
  testIgnore: process.env.BENCH_PART === 'guides' ? undefined : 'guide-print.bench.ts',
  globalSetup: undefined,
  timeout: 120_000,
  use: { ...e2e.use, baseURL },
});
