import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as requests, type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { freePort, runScript, startHealthyServer, stopServer, type RunningServer } from './servers';
import { visitorAddress } from './support';

/**
 * Staff sign-in on a server of its own, as deployed: public at an HTTPS address, behind a trusted reverse proxy (this
 * test plays it: the proxy names the public host and each visitor's address). Of its own, because the burst below
 * fills the sign-in queue on purpose, which would refuse the other tests' sign-ins on the shared server.
 */
test.describe.configure({ mode: 'serial' });

const publicSite = 'https://staff.example.sa';
const account = { email: 'e2e-https-admin@example.com', password: 'Behind HTTPS tests 2026' };
let server: RunningServer;
let request: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const env = {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-staff-https-')),
    PUBLIC_SITE_URL: publicSite,
    TRUSTED_PROXY_HOPS: '1',
    STAFF_TWO_FACTOR: 'off',
  };
  await runScript('scripts/user-create.ts', ['--email', account.email, '--password', account.password, '--role', 'admin'], env);
  server = await startHealthyServer({ name: 'staff behind HTTPS', port: await freePort(), env });
  request = await requests.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await request?.dispose();
  if (server) await stopServer(server);
});

const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(?:quot|amp|#x27|#39|lt|gt);/g, (entity) => entities[entity]!);

/** The sign-in form's hidden fields (the server action's reference), as a browser without JavaScript sends them. */
async function signInFields(via = request): Promise<[string, string][]> {
  const html = await (await via.get('/en/admin/login')).text();
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map((match) => match[1]!).find((inner) => inner.includes('name="email"'))!;
  return [...form.matchAll(/<input\b[^>]*\btype="hidden"[^>]*>/g)].map((input) => {
    const [, name = ''] = input[0].match(/\bname="([^"]*)"/) ?? [];
    const [, value = ''] = input[0].match(/\bvalue="([^"]*)"/) ?? [];
    return [decode(name), decode(value)];
  });
}

/** Posts the sign-in form through the proxy, from a visitor address of its own. */
function signIn(hidden: [string, string][], fields: { email: string; password: string }, via = request) {
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, value);
  form.set('email', fields.email);
  form.set('password', fields.password);
  return via.post('/en/admin/login', {
    multipart: form,
    maxRedirects: 0,
    headers: { Origin: publicSite, 'x-forwarded-host': new URL(publicSite).host, 'x-forwarded-for': visitorAddress() },
  });
}

test('the session cookie carries the __Host- prefix: Secure, for the whole site, for this host alone', async () => {
  // A browser of its own: signed in, it would see the staff screens instead of the sign-in form.
  const visitor = await requests.newContext({ baseURL: server.url });
  const response = await signIn(await signInFields(visitor), account, visitor);
  await visitor.dispose();
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);
  const session = cookies.find((cookie) => cookie.startsWith('__Host-session='));
  expect(session, cookies.join('\n')).toBeDefined();
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  expect(session).toMatch(/;\s*HttpOnly/i);
  expect(session).not.toMatch(/Domain=/i);
  expect(cookies.some((cookie) => cookie.startsWith('session='))).toBe(false);
});

test('a burst of wrong sign-ins from many addresses leaves the site fast, and those beyond the queue are told to retry', async () => {
  test.setTimeout(90_000);
  const hidden = await signInFields();
  // Warm: the first answer of each route includes loading its code.
  for (const path of ['/api/health', '/en/energy/news']) expect((await request.get(path)).status()).toBe(200);
  const attempt = (i: number) => signIn(hidden, { email: `nobody-${i}@example.com`, password: `a wrong password ${i}` });

  // Twenty-four wrong sign-ins at once, each from its own address (well under the per-address limit), as the probe did.
  let done = false;
  const burst = Promise.all(
    Array.from({ length: 24 }, (_, i) => attempt(i).then(async (response) => [response.status(), await response.text()] as const)),
  );
  void burst.finally(() => (done = true));
  const timings = { health: [] as number[], page: [] as number[] };
  while (!done) {
    for (const [kind, path] of [
      ['health', '/api/health'],
      ['page', '/en/energy/news'],
    ] as const) {
      const started = performance.now();
      expect((await request.get(path)).status()).toBe(200);
      timings[kind].push(performance.now() - started);
    }
  }
  const answers = await burst;

  // While passwords are checked, file reads and compression no longer wait for them: the probe saw a p90 of 40 s.
  // (The first answer may still wait for the burst's own two dozen requests to be read, hence the 90th percentile;
  // the bound leaves room for a busy shared test machine, where this takes 50-100 ms alone and up to 2 s beside others.)
  const p90 = (samples: number[]) => samples.toSorted((a, b) => a - b)[Math.floor(samples.length * 0.9)]!;
  expect(timings.health.length).toBeGreaterThanOrEqual(5);
  expect(p90(timings.health)).toBeLessThan(2_500);
  expect(p90(timings.page)).toBeLessThan(2_500);
  expect(answers.every(([status]) => status === 200)).toBe(true);
  const busy = answers.filter(([, html]) => html.includes('Many sign-ins are being checked right now. Please try again in a few seconds.'));
  const refused = answers.filter(([, html]) => html.includes('The email or password is incorrect.'));
  // One checked at a time, six waiting: the rest are answered at once.
  expect(busy.length).toBeGreaterThanOrEqual(10);
  expect(busy.length + refused.length).toBe(answers.length);
});
