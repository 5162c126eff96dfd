import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8099);
const baseURL = `http://127.0.0.1:${port}`;
/** The fake Apify API the product's scraping talks to (Apify itself is on the internet). */
export const fakeApify = {
  baseUrl: `http://127.0.0.1:${port + 100}`,
  token: 'apify_api_e2e_token',
  webhookSecret: 'e2e-webhook-secret-0123456789',
};

/**
 * Drives the real product: `npm start` (every app built, one process) on a fresh embedded
 * database, in Debian's Chromium — no browser is downloaded. Apify is the fake server of the API's
 * tests, run as a process that speaks Apify's wire format.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: [
    {
      command: 'npx tsx ../apps/api/test-support/serve-fake-apify.ts',
      // Any answer, even Apify's 401 to a request without a token, means it is listening.
      url: `${fakeApify.baseUrl}/v2/acts`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_APIFY_PORT: String(port + 100), FAKE_APIFY_TOKEN: fakeApify.token },
    },
    {
      command: 'npm start',
      cwd: '..',
      url: `${baseURL}/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        REPLICA_DATA_DIR: mkdtempSync(join(tmpdir(), 'replica-e2e-')),
        TURBO_TELEMETRY_DISABLED: '1',
        APIFY_BASE_URL: fakeApify.baseUrl,
        APIFY_TOKEN: fakeApify.token,
        APIFY_WEBHOOK_SECRET: fakeApify.webhookSecret,
        APIFY_WAIT_S: '30',
        PUBLIC_URL: baseURL,
        // Every test registers its own account, all from this one address.
        SIGNUP_LIMIT_PER_HOUR: '10000',
        // The alerts test's chat receiver listens on loopback over plain http.
        OUTBOUND_ALLOW_HTTP: 'true',
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      },
    },
  ],
});
