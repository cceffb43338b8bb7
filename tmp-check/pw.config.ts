import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', timeout: 120_000, use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } } });
