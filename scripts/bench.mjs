// `npm run bench`: how fast the site is on a phone, beside the bare framework (issue 12).
// Builds the site and the floor (bench/floor, a bare Next.js page of the same versions), serves both on free
// loopback ports, then measures: Lighthouse (mobile, median of 3) per key page in both languages, first-load
// JavaScript and HTML bytes, and requests per second under a bounded local load. Writes bench/results/latest.md
// and exits 1 when a budget (bench/budgets.mjs) is missed. Offline: Debian's Chromium (CHROME_PATH), loopback only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, pageKinds } from '../bench/budgets.mjs';
import { measureBytes } from '../bench/bytes.mjs';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { runLoad } from '../bench/load.mjs';
import { renderReport } from '../bench/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.BENCH_SITE_PORT || 3400);
const floorPort = Number(process.env.BENCH_FLOOR_PORT || 3401);
const site = `http://127.0.0.1:${sitePort}`;
const floor = `http://127.0.0.1:${floorPort}`;
// The floor is built and served from a copy outside the repository: inside it, Next picks up the site's own
// src/instrumentation.ts and proxy, and the floor would no longer be bare.
const floorDir = path.join(os.tmpdir(), 'site-bench-floor');
const quick = process.argv.includes('--quick');

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function step(title) {
  console.log(`\n▸ ${title}`);
}

function build(cwd, extraEnv = {}) {
  // Next from the project's own node_modules: with another copy's, the build would load two Reacts.
  const next = path.join(cwd, 'node_modules/next/dist/bin/next');
  const result = spawnSync(process.execPath, [next, 'build'], { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`next build in ${cwd} failed`);
}

/** A fresh copy of bench/floor with the repository's node_modules hard-linked in (same versions, no download). */
function prepareFloor() {
  fs.rmSync(floorDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'bench/floor'), floorDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.next`) });
  const copy = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(floorDir, 'node_modules')], { stdio: 'inherit' });
  if (copy.status !== 0) throw new Error('could not link node_modules into the floor');
}

async function waitFor(url, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function serve(cwd, command, args, extraEnv) {
  return spawn(process.execPath, [command, ...args], { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const servers = [];
const stopAll = () => servers.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

try {
  if (!process.argv.includes('--no-build')) {
    step('Building the site (PUBLIC_SITE_URL set to the served origin, as the SEO audit expects)');
    build(root, { PUBLIC_SITE_URL: site });
    step('Building the floor (bench/floor)');
    prepareFloor();
    build(floorDir);
  }

  step('Serving both');
  servers.push(
    serve(root, path.join(root, 'scripts/start.mjs'), [], {
      PORT: String(sitePort),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: site,
      TRUSTED_PROXY_HOPS: '1',
      LOG_LEVEL: 'warn',
      // No internet: the calculator's map step is not measured, but its tiles must not be fetched from outside either.
      MAP_TILE_URL: '/images/maps/offline-tile.png',
      MAP_LABELS_URL: '',
    }),
    serve(floorDir, path.join(floorDir, 'node_modules/next/dist/bin/next'), ['start', '-p', String(floorPort), '-H', '127.0.0.1'], {}),
  );
  await Promise.all([waitFor(`${site}/api/health`), waitFor(floor)]);

  const pages = pageKinds.flatMap(({ path: pagePath, kind }) =>
    ['ar', 'en'].map((locale) => ({ locale, kind, path: locale === 'en' ? `/en${pagePath === '/' ? '' : pagePath}` : pagePath })),
  );
  const runs = quick ? 1 : 3;

  step(`Lighthouse, mobile, median of ${runs}`);
  const lighthouse = await runLighthouse(
    [{ label: 'floor', url: `${floor}/` }, ...pages.map((page) => ({ label: page.path, url: site + page.path }))],
    runs,
  );

  step('Bytes: first-load JavaScript and HTML');
  const bytes = {};
  for (const { label, url } of [{ label: 'floor', url: `${floor}/` }, ...pages.map((page) => ({ label: page.path, url: site + page.path }))]) {
    bytes[label] = await measureBytes(url);
  }

  step('Load: bounded, loopback only');
  const load = await runLoad({ site, floor, seconds: quick ? 5 : 10 });

  const { markdown, misses } = renderReport({ pages, lighthouse, bytes, load, budgets, runs });
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/latest.md'), markdown);
  console.log(`\n${markdown}`);
  if (misses.length) {
    console.error(`\n${misses.length} budget(s) missed:\n- ${misses.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget met.');
  }
} finally {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
