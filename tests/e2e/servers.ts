import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';

/**
 * Extra production servers for the system suites (load, several instances, faults): each is `npm start`'s entry
 * point (scripts/start.mjs) or plain `next start` on the built `.next`, with exactly the environment the suite gives it (nothing of the database or mail settings of the
 * process running the tests leaks in). Loopback only.
 */

/** Ports next to the main e2e server's: E2E_PORT + offset. Each suite keeps to its own offsets. */
export const e2ePort = Number(process.env.E2E_PORT || 3100);
export const extraPort = (offset: number) => e2ePort + offset;

/** Settings a suite must give explicitly if it wants them; everything else is inherited (PATH, HOME, NODE_OPTIONS…). */
const siteSettings = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'SMTP_URL',
  'INQUIRY_TO',
  'MAIL_FROM',
  'PUBLIC_SITE_URL',
  'TRUSTED_PROXY_HOPS',
  'STAFF_TWO_FACTOR',
  'LEAD_RATE_LIMIT',
  'OUTBOX_RETRY_SECONDS',
  'REDIS_URL',
];

export type ServerOptions = {
  /** Shown in logs and failures, e.g. "instance A". */
  name: string;
  port: number;
  env: Record<string, string | undefined>;
  /**
   * `npm start` (the default), plain `next start` on the same build, or the build's standalone server as a container
   * runs it (`standalone`): the last two listen on every address, as Next does by default.
   */
  entry?: 'npm start' | 'next start' | 'standalone';
};

export type RunningServer = {
  name: string;
  port: number;
  /** `http://127.0.0.1:PORT` */
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/** This process's environment without the site's settings, plus `env`. */
function environmentWith(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !siteSettings.includes(key)));
  const merged: Record<string, string | undefined> = { ...inherited, NEXT_TELEMETRY_DISABLED: '1', ...env };
  return merged as NodeJS.ProcessEnv;
}

const standaloneDir = '.next/standalone';

/**
 * What the Dockerfile does to the build's standalone server before it runs: the public files and the built assets
 * next to it (Next leaves them out, for a CDN to serve if one is used).
 */
function assembleStandalone() {
  fs.cpSync('public', `${standaloneDir}/public`, { recursive: true, preserveTimestamps: true });
  fs.cpSync('.next/static', `${standaloneDir}/.next/static`, { recursive: true, preserveTimestamps: true });
}

/** Starts a server and returns at once; `waitUntilHealthy` waits for it to answer. */
export function startServer({ name, port, env, entry = 'npm start' }: ServerOptions): RunningServer {
  if (entry === 'standalone') assembleStandalone();
  const command = {
    'npm start': ['scripts/start.mjs'],
    'next start': ['node_modules/next/dist/bin/next', 'start', '--port', String(port)],
    standalone: [`${standaloneDir}/server.js`],
  }[entry];
  const child = spawn(process.execPath, command, {
    env: environmentWith({ ...env, PORT: String(port), HOSTNAME: entry === 'npm start' ? '127.0.0.1' : undefined }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // Keep the tail only: a server under load may log a lot.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { name, port, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Polls `/api/health` until it answers 200; fails early with the server's output if the process ends. */
export async function waitUntilHealthy(server: RunningServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void server.exited.then((code) => (ended = code));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`${server.name} ended (${ended}) before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} was not healthy within ${timeoutMs / 1000} s (last: ${last}):\n${server.output()}`);
}

/** Starts a server and waits until it is healthy. */
export async function startHealthyServer(options: ServerOptions, timeoutMs?: number): Promise<RunningServer> {
  const server = startServer(options);
  try {
    await waitUntilHealthy(server, timeoutMs);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/** `signal` (SIGTERM; SIGKILL for a crash), then SIGKILL after `graceMs`; resolves once the process has ended. Safe to call twice. */
export async function stopServer(server: RunningServer, graceMs = 10_000, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(signal);
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
    await server.exited;
    clearTimeout(timer);
  }
  return server.exited;
}

/** A port nobody listens on right now (the system picks it; it stays free unless something else grabs it at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fresh folder for an embedded database (DATA_DIR). */
export function freshDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `site-${prefix}-`));
}

/**
 * Runs a project script (e.g. `scripts/user-create.ts`) with tsx and the given site settings, and any Node options its
 * npm script gives (`--conditions=react-server`); throws with its output on failure.
 */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  nodeOptions: string[] = [],
): Promise<string> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...nodeOptions, script, ...args], {
    env: environmentWith(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed (${code}):\n${output}`);
  return output;
}
