import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from './test';

/**
 * The shared test server trusts one proxy (the tests play it, to give each test its own address). This spec starts
 * a second server from the same build with the default settings (no proxy trusted), as a site reached directly.
 */
const port = Number(process.env.E2E_PORT || 3100) + 1000;
let server: ChildProcess;
let direct: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-direct-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.TRUSTED_PROXY_HOPS;
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { env, stdio: 'ignore' });
  direct = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  await expect.poll(async () => (await direct.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  await direct?.dispose();
  server?.kill('SIGTERM');
});

test('without a trusted proxy, a made-up X-Forwarded-For does not escape the enquiry limit', async () => {
  const enquiry = { form: 'contact', name: 'Spoofer', email: 'spoof@example.com', service: 'other', message: 'Again and again' };
  const statuses: number[] = [];
  for (let i = 1; i <= 7; i += 1) {
    const response = await direct.post('/api/leads', { data: enquiry, headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}` } });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
});
