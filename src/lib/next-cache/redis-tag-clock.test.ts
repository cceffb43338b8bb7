import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedisTagClock } from './redis-tag-clock.mjs';

const redisPort = 6379;
const redisUrl = `redis://127.0.0.1:${redisPort}`;

/** Whether a Redis server answers PING on 127.0.0.1:6379 within a second. */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect(redisPort, '127.0.0.1');
  const done = (answer: boolean) => {
    socket.destroy();
    resolve(answer);
  };
  socket.setTimeout(1000, () => done(false));
  socket.on('error', () => done(false));
  socket.on('connect', () => socket.write('PING\r\n'));
  socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
});

// Each run has keys of its own, so runs side by side do not meet.
const prefix = `test:${randomUUID()}`;
const key = `${prefix}:next-cache:tags`;
const channel = `${prefix}:next-cache:invalidated`;

type LogRecord = { level: number; msg: string };
const clocks: RedisTagClock[] = [];
/** A clock as one instance of the site would have, on this run's keys, remembering what it logged and learnt. */
function startClock(name: string, url = redisUrl) {
  const logged: LogRecord[] = [];
  const learnt: string[][] = [];
  const clock = new RedisTagClock({
    url,
    key,
    channel,
    name: `${prefix}:${name}`,
    heartbeatMs: 200,
    log: (record) => logged.push(record),
    onInvalidated: (tags) => learnt.push(tags),
  });
  clocks.push(clock);
  return { clock, logged, learnt };
}

const within = { timeout: 5000, interval: 20 };
let admin: Redis | undefined;

afterAll(async () => {
  for (const clock of clocks) clock.close();
  if (admin) {
    await admin.del(key);
    admin.disconnect();
  }
});

describe('Redis tag clock, with no Redis to reach', () => {
  it('keeps answering from what it knows, is not current, and says so in one JSON warning line', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    vi.stubEnv('LOG_LEVEL', 'info');
    try {
      const clock = new RedisTagClock({ url: `redis://127.0.0.1:${port}`, key, channel, heartbeatMs: 100 });
      clocks.push(clock);
      const madeAt = Date.now();
      clock.invalidate(['local']);
      expect(clock.isOutdated(['local'], madeAt)).toBe(true);
      expect(clock.isOutdated(['other'], madeAt)).toBe(false);
      // Several attempts to connect fail meanwhile (every 200 ms, then 400, …).
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(clock.current).toBe(false);
      const warnings = lines.map((line) => JSON.parse(line)).filter((record) => record.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, time: expect.any(Number), msg: expect.stringContaining('Redis does not answer') });
      expect(warnings[0].err).toMatchObject({ code: 'ECONNREFUSED' });
      clock.close();
    } finally {
      write.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe('Redis tag clock, shared by instances', () => {
  beforeEach((context) => {
    if (!redisAnswers) context.skip(`No Redis server answers at ${redisUrl}: the shared tag clock is not tested.`);
    admin ??= new Redis(redisUrl);
  });

  it('lets an invalidation on one instance make entries out of date on another within seconds', async () => {
    const a = startClock('a');
    const b = startClock('b');
    await expect.poll(() => a.clock.current && b.clock.current, within).toBe(true);
    const madeAt = Date.now();
    expect(a.clock.isOutdated(['news'], madeAt)).toBe(false);
    b.clock.invalidate(['news']);
    // The instance that invalidated knows at once, without the round trip.
    expect(b.clock.isOutdated(['news'], madeAt)).toBe(true);
    await expect.poll(() => a.clock.isOutdated(['news', 'page'], madeAt), within).toBe(true);
    // The page layer, which does not know a page's tags, trusts no copy made before the news either.
    expect(a.clock.latest).toBeGreaterThanOrEqual(madeAt);
    expect(a.learnt).toContainEqual(['news']);
    expect(b.learnt).toEqual([]);
    expect(a.clock.isOutdated(['page'], madeAt)).toBe(false);
    // What is made after the news arrived is good.
    const later = Date.now() + 1;
    expect(a.clock.isOutdated(['news'], later)).toBe(false);
    expect(await admin!.hget(key, 'news')).toMatch(/^\d{13}$/);
  });

  it('lets an instance started after an invalidation know of it', async () => {
    const a = startClock('first');
    await expect.poll(() => a.clock.current, within).toBe(true);
    const madeAt = Date.now();
    a.clock.invalidate(['prices']);
    await expect.poll(() => admin!.hget(key, 'prices'), within).not.toBeNull();
    const late = startClock('late');
    await expect.poll(() => late.clock.current, within).toBe(true);
    expect(late.clock.isOutdated(['prices'], madeAt)).toBe(true);
    expect(late.clock.isOutdated(['prices'], Date.now() + 1)).toBe(false);
  });

  it('reads the whole hash again after its subscription reconnects, so a missed announcement is not missed', async () => {
    const a = startClock('reconnects');
    await expect.poll(() => a.clock.current, within).toBe(true);
    const madeAt = Date.now();
    // An invalidation whose announcement this instance never heard.
    await admin!.hset(key, 'missed', String(Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.clock.isOutdated(['missed'], madeAt)).toBe(false);
    const clients = (await admin!.client('LIST')) as string;
    const subscriber = clients.split('\n').find((line) => line.includes(`name=${prefix}:reconnects:subscriber `));
    expect(subscriber).toBeDefined();
    await admin!.client('KILL', 'ID', /\bid=(\d+)/.exec(subscriber!)![1]!);
    await expect.poll(() => a.clock.isOutdated(['missed'], madeAt), within).toBe(true);
    expect(a.learnt).toContainEqual(['missed']);
    expect(a.clock.current).toBe(true);
  });

  it('through an outage: serves nothing, warns once, and afterwards learns what it missed and shares what it did', async () => {
    const proxy = await tcpProxy(redisPort);
    const cut = startClock('cut', `redis://127.0.0.1:${proxy.port}`);
    const other = startClock('other');
    await expect.poll(() => cut.clock.current && other.clock.current, within).toBe(true);
    const madeAt = Date.now();
    await proxy.stop();
    await expect.poll(() => cut.clock.current, within).toBe(false);
    cut.clock.invalidate(['made-while-cut']);
    other.clock.invalidate(['missed-while-cut']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(cut.clock.isOutdated(['missed-while-cut'], madeAt)).toBe(false);
    expect(other.clock.isOutdated(['made-while-cut'], madeAt)).toBe(false);
    await proxy.start();
    await expect.poll(() => cut.clock.current, { ...within, timeout: 10_000 }).toBe(true);
    expect(cut.clock.isOutdated(['missed-while-cut'], madeAt)).toBe(true);
    await expect.poll(() => other.clock.isOutdated(['made-while-cut'], madeAt), within).toBe(true);
    expect(cut.logged.filter((record) => record.level === 40)).toHaveLength(1);
    expect(cut.logged.at(-1)).toMatchObject({ level: 30, msg: expect.stringContaining('again') });
    await proxy.stop();
  });
});

/** A TCP relay to Redis that can be cut (every connection dropped, nothing listening) and restored on its port. */
async function tcpProxy(target: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            client.destroy();
            upstream.destroy();
            sockets.delete(socket);
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
}
