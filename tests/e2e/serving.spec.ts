import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { expect, test } from './test';
import { freePort, freshDataDir, startHealthyServer, stopServer, type RunningServer } from './servers';

/**
 * How `npm start` behaves as a server (issue 23): it finishes what it started before it stops, and visitors who give
 * up half-way cost it nothing. Each test runs a production server of its own on loopback.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const start = async (name: string, logLevel = 'warn') =>
  startHealthyServer(
    { name, port: await freePort(), env: { DATA_DIR: freshDataDir('serving'), LOG_LEVEL: logLevel, LEAD_RATE_LIMIT: '1000' } },
    90_000,
  );

/** Resident memory of the server's process, in MB (Linux). */
const residentMb = (server: RunningServer) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

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

test('two thousand requests abandoned half-way leave the server answering, with nothing unhandled', async () => {
  const server = await start('abandoned requests');
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
  // Warm: every page rendered and kept once, the heap at its working size.
  await round(600);
  const before = residentMb(server);
  await round(2_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  // Memory is reported, not yet bounded by this test: resident memory still rose by tens of MB a round here (issue 23).
  test.info().annotations.push({ type: 'resident memory', description: `${before.toFixed(0)} MB → ${residentMb(server).toFixed(0)} MB` });
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  expect((await fetch(`${server.url}/en/about`)).status).toBe(200);
  expect(server.output()).not.toMatch(/Unhandled|uncaught|ERR_STREAM/i);
  expect(await stopServer(server)).toBe(0);
});
