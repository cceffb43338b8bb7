import http from 'node:http';
import { expect, test } from './test';
import { staffAccount } from './environment';
import { signInAs } from './support';

/** Odd requests an attacker or a broken client sends get a clean 4xx, never a framework 500 (issue 11, finding 14). */

test('addresses whose percent-encoding cannot be read get 400 wherever they point', async ({ request }) => {
  for (const path of ['/%', '/locales/%/x.json', '/locales/en/%E0.json', '/media/news/%E0.webp', '/api/health%', '/sitemap.xml%']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  // Well-formed encodings still work.
  expect((await request.get('/en/electronics/R%26D')).status()).toBe(200);
  expect((await request.get('/images/scenes/pcb.svg')).status()).toBe(200);
});

test('TRACE gets 405 on any path; TRACK, which Node does not parse, a 400', async ({ request }) => {
  for (const path of ['/', '/en/about', '/api/health', '/nowhere.css']) {
    expect((await request.fetch(path, { method: 'TRACE', maxRedirects: 0 })).status(), `TRACE ${path}`).toBe(405);
    expect((await request.fetch(path, { method: 'TRACK', maxRedirects: 0 })).status(), `TRACK ${path}`).toBe(400);
  }
});

test('pages answer the same to every language and cookie, so their Vary names neither', async ({ request }) => {
  for (const path of ['/', '/about', '/energy/home', '/en/about']) {
    const page = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'ar' } });
    expect(page.status(), path).toBe(200);
    expect(page.headers()['vary'] ?? '', path).not.toMatch(/Accept-Language|Cookie/i);
  }
});

test('the leads API knows only its own forms: inherited names get 422', async ({ request }) => {
  for (const form of ['__proto__', 'constructor', 'toString']) {
    const response = await request.post('/api/leads', { data: { form, name: 'A', email: 'a@example.com', message: 'Hello' } });
    expect(response.status(), form).toBe(422);
  }
});

test('a form posted to a page from another site gets 403, not an error page', async ({ request }) => {
  const response = await request.post('/en/contact', {
    headers: {
      'Next-Action': '0000000000000000000000000000000000000000',
      Origin: 'https://evil.example',
      'Content-Type': 'text/plain;charset=UTF-8',
    },
    data: '[]',
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('only be sent from this site');
});

test('cacheable pages set no cookie; a choice of language is remembered by ?lng=', async ({ request, page, context }) => {
  for (const path of ['/', '/about', '/en/about']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'ar' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
  // The one answer that depends on the visitor, the bare home address sending a reader of English to /en, is private.
  const redirect = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en' } });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['cache-control']).toBe('private, no-store');
  expect((await request.get('/about?lng=en', { maxRedirects: 0 })).headers()['set-cookie']).toMatch(/i18next=en/);

  // Reading a page is not choosing its language: only ?lng= (the toggle, the suggestion) sets the cookie.
  await page.goto('/en/energy/home');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')).toBeUndefined();
  await page.goto('/energy/home?lng=en');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});

test('a keep-alive connection left idle for longer than Node would keep it still answers the next request', async ({ baseURL }) => {
  test.setTimeout(30_000);
  // One socket, reused: the second request goes out on the connection the first one opened.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(new URL('/api/health', baseURL), { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    // Node's default keep-alive timeout is 5 s: past it, the server would have closed this connection.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});

test('a staff form posted from the same host over another scheme gets 403: the whole origin is compared', async ({ request, baseURL }) => {
  const otherScheme = baseURL!.replace(/^http:/, 'https:');
  const response = await request.post('/en/admin/login', {
    headers: { 'Next-Action': '0000000000000000000000000000000000000000', Origin: otherScheme, 'Content-Type': 'text/plain;charset=UTF-8' },
    data: '[]',
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('only be sent from this site');
});

test('a staff API refuses a foreign origin even when X-Forwarded-Host names it', async ({ page }) => {
  await signInAs(page, staffAccount);
  const own = await page.request.get('/api/admin/leads/export', { headers: { origin: new URL(page.url()).origin } });
  expect(own.status()).toBe(200);
  const foreign = await page.request.get('/api/admin/leads/export', {
    headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error).toMatch(/Cross-site/);
});
