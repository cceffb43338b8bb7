import http from 'node:http';
import net from 'node:net';
import { expect, test } from './test';
import { heapAfterCollectionMb } from './heap';
import { freePort, freshDataDir, startHealthyServer, stopServer } from './servers';

/**
 * How `npm start` behaves as a server (issue 23): it finishes what it started before it stops, and visitors who give
 * up half-way cost it nothing. Each test runs a production server of its own on loopback.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const start = async (name: string, logLevel = 'warn', extra: Record<string, string> = {}) =>
  startHealthyServer(
    {
      name,
      port: await freePort(),
      env: { DATA_DIR: freshDataDir('serving'), LOG_LEVEL: logLevel, LEAD_RATE_LIMIT: '1000', ...extra },
    },
    90_000,
  );

test('told to stop, the server finishes the request in flight, takes no new one and closes the database', async () => {
  const server = await start('stopping server', 'info');
  const body = JSON.stringify({
    form: 'contact',
    locale: 'en',
    name: 'Stop Test',
    email: 'stop@example.com',
    service: 'other',
    message: 'Sent while the server stops.',
  });
  // An enquiry whose body arrives slowly: half of it, then the signal, then the rest.
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.write(body.slice(0, 40));
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => request.end(body.slice(40)), 1_000);
    }, 300);
  });
  expect(await answered).toBe(201);
  // New connections are refused while it stops.
  await expect
    .poll(
      () =>
        new Promise((resolve) => {
          const socket = net.connect(server.port, '127.0.0.1');
          socket.once('connect', () => (socket.destroy(), resolve('accepted')));
          socket.once('error', () => resolve('refused'));
        }),
    )
    .toBe('refused');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('Database closed');
  expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
});

test('two thousand requests abandoned half-way leave the server answering, holding no more memory, with nothing unhandled', async () => {
  const inspectPort = await freePort();
  const server = await start('abandoned requests', 'warn', { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` });
  const paths = ['/en/about', '/electronics/ems', '/en/energy/news', '/energy/news/1', '/en/search?q=solar', '/en/energy/calculator'];
  /** A request that goes away as soon as the answer starts (or after a moment, for slow ones). */
  const abandon = (path: string, afterHeaders: boolean) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n${afterHeaders ? '\r\n' : ''}`),
      );
      const done = () => (socket.destroy(), resolve());
      socket.once('data', done);
      socket.once('error', done);
      setTimeout(done, afterHeaders ? 200 : 20);
    });
  const round = async (count: number) => {
    for (let sent = 0; sent < count; sent += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, index) => abandon(paths[(sent + index) % paths.length]!, (sent + index) % 4 !== 0)));
    }
  };
  // Warm: every page rendered and kept once, the heap at its working size (the first two thousand still grow it by
  // 2–3 MB: compiled code, pools; after them it stays within a megabyte, round after round).
  await round(2_000);
  const before = await heapAfterCollectionMb(inspectPort);
  await round(2_000);
  const after = await heapAfterCollectionMb(inspectPort);
  test.info().annotations.push({ type: 'live heap', description: `${before.toFixed(1)} MB → ${after.toFixed(1)} MB` });
  // Each abandoned request kept would hold at least a few kilobytes: 2,000 of them, well over 4 MB.
  expect(after - before, `live heap ${before.toFixed(1)} MB → ${after.toFixed(1)} MB`).toBeLessThan(4);
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  expect((await fetch(`${server.url}/en/about`)).status).toBe(200);
  expect(server.output()).not.toMatch(/Unhandled|uncaught|ERR_STREAM/i);
  // Told to stop, the server may wait up to 10 s for requests in flight before it closes the database (scripts/start.mjs):
  // the grace before a forced kill must be longer than that.
  expect(await stopServer(server, 20_000)).toBe(0);
});
