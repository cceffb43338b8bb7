import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from './test';
import { formatLoadResult, runLoad, type LoadRoute } from './load-generator';
import { createScratchDatabase, postgresAnswers, postgresServerLabel } from './postgres';
import { extraPort, freshDataDir, startHealthyServer, stopServer, type RunningServer } from './servers';

/**
 * Issue 11: 200 concurrent visitors for 30 s over a prerendered page, the news list, an article and the leads API,
 * on the embedded database and on PostgreSQL. No answer may be an error (no 5xx, no 429, no dropped connection),
 * and every enquiry acknowledged with 201 must be stored exactly once.
 */
test.describe.configure({ mode: 'serial' });

const connections = 200;
const durationMs = 30_000;
/**
 * An answer later than this counts as a failure: it is how long a reverse proxy waits by default (nginx's
 * proxy_read_timeout) before it gives the visitor a 504.
 */
const requestTimeoutMs = 60_000;
const port = extraPort(2);

/** A distinct client address per visitor (10.0.0.0/8 holds 16 million), one entry as a single trusted proxy sends it. */
const addressOf = (visitor: number) => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;

/** The routes of the mix, and the markers of the enquiries the server acknowledged. */
function mix(runId: string) {
  const acknowledged = new Set<string>();
  const page = (name: string, pathname: string): LoadRoute => ({
    name: `GET ${pathname} (${name})`,
    expectedStatus: 200,
    request: (visitor) => ({ method: 'GET', path: pathname, headers: { 'x-forwarded-for': addressOf(visitor) } }),
  });
  const routes: LoadRoute[] = [
    page('prerendered', '/en/about'),
    page('news list', '/en/energy/news'),
    page('article', '/en/energy/news/1'),
    {
      name: 'POST /api/leads',
      expectedStatus: 201,
      request: (visitor) => ({
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(visitor) },
        body: JSON.stringify({
          form: 'contact',
          locale: 'en',
          name: `Load visitor ${visitor}`,
          email: `visitor${visitor}@example.com`,
          service: 'other',
          message: `Load test enquiry ${runId}-${visitor}`,
        }),
      }),
      onAnswer: (visitor, status) => {
        if (status === 201) acknowledged.add(`${runId}-${visitor}`);
      },
    },
  ];
  return { routes, acknowledged };
}

/** Markers of the stored load-test enquiries, one entry per stored row. */
const markersOf = (rows: { message: string }[]) => rows.map((row) => row.message.replace('Load test enquiry ', ''));
const storedQuery = (runId: string) => `select message from leads where message like 'Load test enquiry ${runId}-%'`;

/** Runs the mix against a started server; `readStored` stops it (if it must) and reads the stored markers. */
async function loadAndCheck(title: string, server: RunningServer, readStored: (runId: string) => Promise<string[]>) {
  const runId = `r${Date.now().toString(36)}`;
  const { routes, acknowledged } = mix(runId);
  // One visit of each route first: the first render of a route loads its code, which is start-up, not load.
  for (const [visitor, route] of routes.entries()) {
    const { method, path: pathname, headers, body } = route.request(1_000_000 + visitor);
    const response = await fetch(new URL(pathname, server.url), { method, headers, body });
    expect(response.status, `${route.name} before the load`).toBe(route.expectedStatus);
    route.onAnswer?.(1_000_000 + visitor, response.status, await response.text());
  }

  const result = await runLoad({ baseUrl: server.url, connections, durationMs, requestTimeoutMs, routes });
  const report = formatLoadResult(title, result);
  console.log(report);
  await test.info().attach(`load on ${title}`, { body: `${report}\n\n${JSON.stringify(result, null, 2)}`, contentType: 'text/plain' });

  const problems = result.routes.flatMap((route) => [
    ...Object.entries(route.unexpected).map(([status, count]) => `${route.name}: ${count} × status ${status}`),
    ...Object.entries(route.failed).map(([error, count]) => `${route.name}: ${count} × ${error}`),
  ]);
  expect(problems, `${report}\n\nserver output (tail):\n${server.output().slice(-4_000)}`).toEqual([]);
  expect(acknowledged.size).toBeGreaterThan(0);

  const stored = await readStored(runId);
  const counts = new Map<string, number>();
  for (const marker of stored) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  const missing = [...acknowledged].filter((marker) => !counts.has(marker));
  const duplicated = [...counts].filter(([, count]) => count > 1).map(([marker]) => marker);
  const unacknowledged = [...counts.keys()].filter((marker) => !acknowledged.has(marker));
  expect({ missing, duplicated, unacknowledged }).toEqual({ missing: [], duplicated: [], unacknowledged: [] });
  expect(stored).toHaveLength(acknowledged.size);
}

test.describe('200 concurrent visitors for 30 s', () => {
  test.setTimeout(4 * 60_000);

  test('on the embedded database (PGlite)', async () => {
    const dataDir = freshDataDir('load');
    const server = await startHealthyServer({ name: 'load (PGlite)', port, env: { DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: '1' } });
    try {
      await loadAndCheck('PGlite', server, async (runId) => {
        // The embedded database belongs to one process: stop the site, then read it here.
        await stopServer(server);
        const database = await PGlite.create(path.join(dataDir, 'pglite'));
        try {
          return markersOf((await database.query<{ message: string }>(storedQuery(runId))).rows);
        } finally {
          await database.close();
        }
      });
    } finally {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('on a PostgreSQL server', async () => {
    test.skip(!(await postgresAnswers()), `No PostgreSQL server answers at ${postgresServerLabel}: the PostgreSQL load run is skipped.`);
    const database = await createScratchDatabase('load');
    try {
      const server = await startHealthyServer({ name: 'load (PostgreSQL)', port, env: { DATABASE_URL: database.url, TRUSTED_PROXY_HOPS: '1' } });
      try {
        await loadAndCheck('PostgreSQL', server, async (runId) => markersOf(await database.query<{ message: string }>(storedQuery(runId))));
      } finally {
        await stopServer(server);
      }
    } finally {
      await database.drop();
    }
  });
});
