import { defineConfig } from '@playwright/test';
import chromium from './support/chromium.json';

// Run through `npm run e2e` (frontend/e2e/run.mjs), which starts the product and sets E2E_BASE_URL.
// The browser is Debian's Chromium: a browser downloaded by Playwright is never used.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run e2e`');

export default defineConfig({
  testDir: './specs',
  outputDir: '../../test-output/e2e/results',
  // One product instance and one calendar are shared: scenarios run one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../../test-output/e2e/report.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Debian's Chromium with the flags this offline machine needs (shared with the Lighthouse bench).
    launchOptions: chromium,
  },
});
