import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { headlessFlags } from './bench/chromium.mjs';

import { editorAccount, mailDir, smtpPort, staffAccount, twoFactorAccount } from './tests/e2e/environment';

const port = Number(process.env.E2E_PORT || 3100);
const debianChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH || (fs.existsSync(debianChromium) ? debianChromium : undefined);
// Each run gets a fresh embedded database so tests never see another run's data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
/**
 * System suites start servers of their own (E2E_PORT + 2 and up, `tests/e2e/servers.ts`) and load the machine:
 * they run after the site's flows, one at a time, so neither disturbs the other's timing.
 */
const systemSuites = /[/\\](load|instances|faults|serving|plain-next)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      // The bench's flags (one list), and no QUIC: the tests talk plain HTTP to loopback.
      args: [...headlessFlags, '--disable-quic'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: systemSuites },
    { name: 'system', testMatch: systemSuites, dependencies: ['site'], workers: 1, timeout: 5 * 60_000 },
  ],
  webServer: [
    {
      command: 'node tests/e2e/mail-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      env: { MAIL_DIR: mailDir, SMTP_PORT: String(smtpPort) },
    },
    {
      // Staff accounts for the admin tests, created before the site opens the embedded database.
      command:
        `node node_modules/tsx/dist/cli.mjs scripts/user-create.ts --email ${staffAccount.email} --password "${staffAccount.password}" --role admin && ` +
        `node node_modules/tsx/dist/cli.mjs scripts/user-create.ts --email ${editorAccount.email} --password "${editorAccount.password}" --role editor && ` +
        `node node_modules/tsx/dist/cli.mjs scripts/user-create.ts --email ${twoFactorAccount.email} --password "${twoFactorAccount.password}" --role editor && ` +
        // The production entry point (`npm start`), not bare `next start`: it adds what Next cannot do itself.
        `node scripts/start.mjs`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        INQUIRY_TO: 'sales@example.com',
        // The tests sign in as the shared admin many times at once; two-factor.spec.ts starts its own server to test
        // the default (admins must set it up), and sets it up of its own accord here.
        STAFF_TWO_FACTOR: 'off',
        MAIL_FROM: 'website@example.com',
        // The tests play a trusted reverse proxy, so each can name its own visitor address (tests/e2e/support.ts);
        // tests/e2e/client-address.spec.ts starts a server with the default (no proxy) to show nobody else can.
        TRUSTED_PROXY_HOPS: '1',
        // No internet here: the calculator's map shows the site's own neutral tile, and place search has nowhere to go.
        MAP_TILE_URL: '/images/maps/offline-tile.png',
        MAP_LABELS_URL: '',
        GEOCODER_URL: `http://127.0.0.1:${port}/api/no-geocoder`,
      },
    },
  ],
});
