// Browser tests against the built app, started the way `npm start` starts it (the root script
// `test:e2e` builds first), on a fresh data directory, in Debian's Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// The local Stripe-speaking server (apps/server/test/stripe-server.ts): the app pays through it.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 5000);
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_local',
  STRIPE_PRICE_MONTH: 'price_e2e_month',
  STRIPE_PRICE_YEAR: 'price_e2e_year',
};
// Workers load this file too: they inherit the directory the main process created.
process.env.GLOSSA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'glossa-e2e-'));
// The data directories of a first start that the specs' own app instances copy (made on first use,
// removed at the end: e2e/support/app-instance.ts, global-teardown.ts).
process.env.GLOSSA_E2E_TEMPLATE_DIR ??= mkdtempSync(path.join(tmpdir(), 'glossa-e2e-templates-'));

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/support/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // One worker: the specs share one app instance and this 2-core machine; timings stay honest.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The app's service worker (issue 38) is tested in e2e/pwa.spec.ts. Elsewhere it would take
    // requests out of reach of page.route() and the network-idle waits: the specs test the app.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx apps/server/test/stripe-server-main.ts',
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...stripe,
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
      },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000, // a cold start migrates and loads the demo; slow on a loaded 2-core machine
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.GLOSSA_E2E_DATA_DIR,
        // An empty DATABASE_URL means embedded PGlite: CI's PostgreSQL must not leak in.
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Many specs sign up and sign in from one address within a minute: production limits would
        // make them depend on each other. Specs that test the limits start their own instance.
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        RATE_LIMIT_PASSWORD_RESET: '1000/1m',
        RATE_LIMIT_EMAIL_VERIFICATION: '1000/1m',
        RATE_LIMIT_MACHINE_TRANSLATION: '1000/1m',
        ...stripe,
        // Stripe sends the member back to PUBLIC_URL: the same origin as the browser's session.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
