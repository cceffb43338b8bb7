import http from 'node:http';
import os from 'node:os';

/**
 * A small, bounded HTTP load generator: `connections` keep-alive connections, each sending one request after another
 * until `durationMs` has passed; requests still running then finish or hit `requestTimeoutMs`. Each request is a new
 * visitor (a number unique in the run), which the routes turn into their own address, body and marker.
 */

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type LoadRoute = {
  name: string;
  /** The status every answer must have. */
  expectedStatus: number;
  request: (visitor: number) => LoadRequest;
  /** Called with each answer's status and body (bodies are kept only for routes that ask for them). */
  onAnswer?: (visitor: number, status: number, body: string) => void;
};

export type RouteResult = {
  name: string;
  requests: number;
  /** Answers with another status than expected, by status. */
  unexpected: Record<number, number>;
  /** Requests that got no answer (connection errors, timeouts), by error code. */
  failed: Record<string, number>;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

export type LoadResult = { connections: number; seconds: number; routes: RouteResult[] };

type Outcome = { status: number; body: string } | { error: string };

export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  durationMs: number;
  requestTimeoutMs: number;
  routes: LoadRoute[];
}): Promise<LoadResult> {
  const { baseUrl, connections, durationMs, requestTimeoutMs, routes } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const stats = routes.map(() => ({ latencies: [] as number[], unexpected: {} as Record<number, number>, failed: {} as Record<string, number> }));

  function send(route: LoadRoute, visitor: number): Promise<Outcome> {
    const { method, path, headers, body } = route.request(visitor);
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const request = http.request(new URL(path, baseUrl), { method, agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (route.onAnswer) chunks.push(chunk);
        });
        response.on('end', () => settle({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
      });
      const timer = setTimeout(() => {
        settle({ error: `no answer within ${requestTimeoutMs / 1000} s` });
        request.destroy();
      }, requestTimeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
      request.end(body);
    });
  }

  let nextVisitor = 0;
  const started = performance.now();
  const stopAt = started + durationMs;
  async function connection() {
    while (performance.now() < stopAt) {
      const visitor = nextVisitor++;
      const index = visitor % routes.length;
      const route = routes[index]!;
      const sent = performance.now();
      const outcome = await send(route, visitor);
      const stat = stats[index]!;
      stat.latencies.push(performance.now() - sent);
      if ('error' in outcome) {
        stat.failed[outcome.error] = (stat.failed[outcome.error] ?? 0) + 1;
        continue;
      }
      if (outcome.status !== route.expectedStatus) stat.unexpected[outcome.status] = (stat.unexpected[outcome.status] ?? 0) + 1;
      route.onAnswer?.(visitor, outcome.status, outcome.body);
    }
  }
  await Promise.all(Array.from({ length: connections }, connection));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;

  return {
    connections,
    seconds,
    routes: routes.map((route, index) => {
      const { latencies, unexpected, failed } = stats[index]!;
      const sorted = latencies.sort((a, b) => a - b);
      const at = (share: number) => Math.round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0);
      return {
        name: route.name,
        requests: sorted.length,
        unexpected,
        failed,
        perSecond: Math.round((sorted.length / seconds) * 10) / 10,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      };
    }),
  };
}

/** The result as a small table for the test output. */
export function formatLoadResult(title: string, result: LoadResult): string {
  const total = result.routes.reduce((sum, route) => sum + route.requests, 0);
  const rows = result.routes.map(
    (route) =>
      `  ${route.name.padEnd(34)} ${String(route.requests).padStart(7)} ${route.perSecond.toFixed(1).padStart(8)} ` +
      `${String(route.p50Ms).padStart(8)} ${String(route.p99Ms).padStart(8)} ${String(route.maxMs).padStart(8)}`,
  );
  const load = os.loadavg().map((value) => value.toFixed(1));
  return [
    `${title}: ${result.connections} connections, ${result.seconds.toFixed(1)} s, ${total} requests, ${(total / result.seconds).toFixed(1)} req/s ` +
      `(${os.cpus().length} cores, load average ${load.join(' ')})`,
    `  ${'route'.padEnd(34)} ${'requests'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    ...rows,
  ].join('\n');
}
