import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect } from '@playwright/test';

/** A port nobody listens on right now (the system picks it; it stays free unless something else grabs it at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type App = {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Ends the server with `signal` and waits until it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * The production build (`next start`) in a process of its own, on loopback, with `env` on top of the test's
 * environment (no DATABASE_URL unless given). Resolves once /api/health answers 200.
 */
export async function startApp(env: Record<string, string>): Promise<App> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const app: App = {
    url,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    },
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
          return (await fetch(`${url}/api/health`).catch(() => null))?.status;
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
  } catch (error) {
    await app.stop('SIGKILL');
    throw error;
  }
  return app;
}

/** A TCP relay to `target` that can be cut (listener closed, every open connection reset) and restored on the same port. */
export async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const port = await freePort();
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          sockets.delete(a);
          b.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  const close = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
    server = undefined;
  };
  await open();
  return { port, open, close };
}
