// `npm run bench`: how fast the site is on a phone, beside the bare framework (issue 12).
// Builds the site and the floor (bench/floor, a bare Next.js page of the same versions), serves both on free
// loopback ports, then measures: Lighthouse (mobile, median of 3) per key page in both languages, first-load
// JavaScript and HTML bytes, requests per second under a bounded local load, and the phone profile (a real
// throttled browser, median of 5; bench/phone.mjs). Writes bench/results/latest.md and exits 1 when a budget
// (bench/budgets.mjs) is missed. Offline: Debian's Chromium (CHROME_PATH), loopback only.
//
// Options: --no-build (reuse both builds), --quick (one run a page, shorter load runs), --only=phone (or any of
// pages,load,phone, comma-separated; pages is Lighthouse and bytes). BENCH_SERVER=next serves the site with plain `next start`
// instead of `npm start` (scripts/start.mjs), to compare the two.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, pageKinds } from '../bench/budgets.mjs';
import { measureBytes } from '../bench/bytes.mjs';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { benchEditor, editAndPublish } from '../bench/edit-and-publish.mjs';
import { createAndPublishEntry, newEntry } from '../bench/new-entry.mjs';
import { runLoad } from '../bench/load.mjs';
import { runPhone } from '../bench/phone.mjs';
import { renderReport } from '../bench/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.BENCH_SITE_PORT || 3400);
const floorPort = Number(process.env.BENCH_FLOOR_PORT || 3401);
const site = `http://127.0.0.1:${sitePort}`;
const floor = `http://127.0.0.1:${floorPort}`;
// The floor is built and served from a copy outside the repository: inside it, Next picks up the site's own
// src/instrumentation.ts and proxy, and the floor would no longer be bare. One copy per port, so two checkouts can bench at once.
const floorDir = path.join(os.tmpdir(), `site-bench-floor-${floorPort}`);
const quick = process.argv.includes('--quick');
/** The page the bench edits and publishes before measuring it (issue 24: budgets hold on a page just published). */
const editedPage = { id: 'electronics-ems-pcba-assembly', path: '/electronics/ems/pcba-assembly' };
const measures = ['pages', 'load', 'phone'];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const only = onlyArgument ? onlyArgument.slice('--only='.length).split(',') : measures;
const unknown = only.filter((name) => !measures.includes(name));
if (unknown.length) {
  console.error(`--only takes ${measures.join(', ')}; not ${unknown.join(', ')}`);
  process.exit(2);
}
const server = process.env.BENCH_SERVER || 'npm';
if (!['npm', 'next'].includes(server)) {
  console.error('BENCH_SERVER is npm (npm start, the default) or next (plain next start)');
  process.exit(2);
}

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
  // The floor's one typeface is the site's own Latin regular face (bench/floor/app/layout.jsx).
  fs.copyFileSync(path.join(root, 'public/fonts/ibm-plex-sans-latin-400-v2.woff2'), path.join(floorDir, 'app/text-face.woff2'));
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

/** Something already answering on a port would be measured instead of the fresh build. */
async function ensureFree(url) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} already answers: stop what serves it, or set BENCH_SITE_PORT / BENCH_FLOOR_PORT`);
}

let stopping = false;

function serve(name, cwd, command, args, extraEnv) {
  const child = spawn(process.execPath, [command, ...args], { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  // Said at once: otherwise the next page's load fails with a bare "connection refused".
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`\n${name} server stopped during the bench (${signal ?? `exit code ${code}`})`);
  });
  return child;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const servers = [];
const stopAll = () => {
  stopping = true;
  servers.forEach((child) => child.kill('SIGTERM'));
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

try {
  if (!process.argv.includes('--no-build')) {
    step('Building the site (PUBLIC_SITE_URL set to the served origin, as the SEO audit expects)');
    build(root, { PUBLIC_SITE_URL: site });
    step('Building the floor (bench/floor)');
    prepareFloor();
    build(floorDir);
  }

  step(`Serving both (the site with ${server === 'next' ? 'plain next start' : 'npm start'})`);
  await Promise.all([ensureFree(site), ensureFree(floor)]);
  // An editor for the page measured just after its publishing, made before the site opens the embedded database.
  const account = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/user-create.ts',
      '--email',
      benchEditor.email,
      '--password',
      benchEditor.password,
      '--role',
      'editor',
    ],
    { cwd: root, stdio: 'inherit', env: { ...env, DATA_DIR: dataDir } },
  );
  if (account.status !== 0) throw new Error('could not create the bench editor account');
  const nextBin = (cwd) => path.join(cwd, 'node_modules/next/dist/bin/next');
  const [siteCommand, siteArgs] =
    // `-H localhost`, not 127.0.0.1: told that address, Next redirects unprefixed pages to themselves (see scripts/start.mjs).
    server === 'next' ? [nextBin(root), ['start', '-p', String(sitePort), '-H', 'localhost']] : [path.join(root, 'scripts/start.mjs'), []];
  servers.push(
    serve('site', root, siteCommand, siteArgs, {
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
    serve('floor', floorDir, nextBin(floorDir), ['start', '-p', String(floorPort), '-H', '127.0.0.1'], {}),
  );
  await Promise.all([waitFor(`${site}/api/health`), waitFor(floor)]);

  step(`An editor changes and publishes ${editedPage.path} through the content API; it is measured as published`);
  console.log(`Published as version ${await editAndPublish(site, editedPage.id)}.`);
  step(`An editor builds ${newEntry.path} from its template with a photograph from the media library, and publishes it`);
  console.log(`Published as version ${await createAndPublishEntry(site)}.`);

  const pages = pageKinds.flatMap(({ path: pagePath, kind }) =>
    ['ar', 'en'].map((locale) => ({ locale, kind, path: locale === 'en' ? `/en${pagePath === '/' ? '' : pagePath}` : pagePath })),
  );
  const targets = [
    { label: 'floor', url: `${floor}/`, locale: 'en' },
    ...pages.map((page) => ({ label: page.path, url: site + page.path, locale: page.locale })),
  ];
  const runs = quick ? 1 : 3;
  const phoneRuns = quick ? 1 : 5;
  let lighthouse, bytes, load, phone;

  if (only.includes('pages')) {
    step(`Lighthouse, mobile, median of ${runs}`);
    lighthouse = await runLighthouse(targets, runs);
    step('Bytes: first-load JavaScript and HTML');
    bytes = {};
    for (const { label, url } of targets) bytes[label] = await measureBytes(url);
  }

  if (only.includes('phone')) {
    step(`Phone profile: throttled Chromium, median of ${phoneRuns}`);
    phone = await runPhone(targets, phoneRuns);
  }

  if (only.includes('load')) {
    step('Load: bounded, loopback only');
    load = await runLoad({ site, floor, seconds: quick ? 5 : 10 });
  }

  const { markdown, misses } = renderReport({ pages, lighthouse, bytes, load, phone, budgets, runs, phoneRuns, server });
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
