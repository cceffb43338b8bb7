import os from 'node:os';

const round = (value, digits = 0) => Number(value).toFixed(digits);

const kb = (bytes) => round(bytes / 1024);

/** The largest paint's element, short: an image's own address (the optimiser's `url=` if it went through it), else its tag. */
function shortElement(text) {
  if (!text) return '-';
  try {
    const address = new URL(text);
    return address.pathname === '/_next/image' ? decodeURIComponent(address.searchParams.get('url') ?? '') : address.pathname;
  } catch {
    return text;
  }
}

/**
 * The bench tables as Markdown, and every budget they miss (bench/budgets.mjs). Differences are against the floor
 * measured in the same run. Each section is there when it was measured (`--only`).
 */
export function renderReport({ pages, lighthouse, bytes, load, phone, budgets, runs, phoneRuns, server }) {
  const misses = [];
  const served = server === 'next' ? 'plain `next start`' : '`npm start`';
  const lines = [`# Bench: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, site served by ${served}`, ''];
  if (lighthouse && bytes) renderPages({ pages, lighthouse, bytes, budgets, runs, lines, misses });
  if (phone) renderPhone({ pages, phone, budgets, phoneRuns, lines, misses });
  if (load) renderLoad({ load, budgets, lines, misses });
  lines.push('## Budgets', '', misses.length ? misses.map((text) => `- missed: ${text}`).join('\n') : 'Every budget met.', '');
  return { markdown: lines.join('\n'), misses };
}

function renderPages({ pages, lighthouse, bytes, budgets, runs, lines, misses }) {
  const floorLh = lighthouse.floor;
  const floorBytes = bytes.floor;
  lines.push(
    `Lighthouse 13 mobile preset, median of ${runs}; Debian Chromium headless; production builds; loopback. JavaScript is first-load, gzip.`,
    '',
    '## Pages',
    '',
    '| page | kind | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | JS KB (vs floor) | HTML KB | HTML gzip KB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| floor | - | ${floorLh.performance} | ${floorLh.accessibility} | ${floorLh['best-practices']} | ${floorLh.seo} | ${round(floorLh.lcpMs)} | ${round(floorLh.cls, 3)} | ${round(floorLh.tbtMs)} | ${round(floorBytes.jsGzipKb, 1)} | ${round(floorBytes.htmlKb, 1)} | ${round(floorBytes.htmlGzipKb, 1)} |`,
  );

  for (const page of pages) {
    const lh = lighthouse[page.path];
    const size = bytes[page.path];
    const overFloor = size.jsGzipKb - floorBytes.jsGzipKb;
    const miss = (what) => misses.push(`${page.path}: ${what}`);
    if (lh.performance < budgets.performanceMin) miss(`performance ${lh.performance} < ${budgets.performanceMin}`);
    if (floorLh.performance - lh.performance > budgets.performanceUnderFloorMax)
      miss(`performance ${lh.performance} more than ${budgets.performanceUnderFloorMax} under the floor's ${floorLh.performance}`);
    for (const category of budgets.perfectScores)
      if (lh[category] < 100) miss(`${category} ${lh[category]} (failing: ${lh.failing.join(', ') || 'see Lighthouse'})`);
    if (lh.cls > budgets.clsMax) miss(`CLS ${round(lh.cls, 3)} > ${budgets.clsMax}`);
    if (lh.lcpMs > budgets.lcpMaxMs) miss(`LCP ${round(lh.lcpMs)} ms > ${budgets.lcpMaxMs} ms`);
    if (lh.tbtMs > budgets.tbtMaxMs) miss(`TBT ${round(lh.tbtMs)} ms > ${budgets.tbtMaxMs} ms`);
    if (overFloor > budgets.jsOverFloorKb[page.kind]) miss(`JavaScript floor + ${round(overFloor, 1)} KB > + ${budgets.jsOverFloorKb[page.kind]} KB`);
    if (page.kind === 'content' && size.htmlGzipKb > budgets.contentHtmlGzipKbMax)
      miss(`HTML ${round(size.htmlGzipKb, 1)} KB gzip > ${budgets.contentHtmlGzipKbMax} KB`);
    lines.push(
      `| \`${page.path}\` | ${page.kind} | ${lh.performance} | ${lh.accessibility} | ${lh['best-practices']} | ${lh.seo} | ${round(lh.lcpMs)} | ${round(lh.cls, 3)} | ${round(lh.tbtMs)} | ${round(size.jsGzipKb, 1)} (+${round(overFloor, 1)}) | ${round(size.htmlKb, 1)} | ${round(size.htmlGzipKb, 1)} |`,
    );
  }

  lines.push('');
}

function renderPhone({ pages, phone, budgets, phoneRuns, lines, misses }) {
  const floorLcp = phone.floor.lcpMs;
  const lcpMax = floorLcp * budgets.phoneLcpOverFloorMax;
  const tapReadyMax = floorLcp + budgets.phoneTapReadyOverFloorLcpMaxMs;
  const row = (label, figure) =>
    `| ${label} | ${round(figure.fcpMs)} | ${round(figure.lcpMs)} (${round(figure.lcpMs / floorLcp, 2)}×) | ${round(figure.tapReadyMs)} (${figure.tapReadyRangeMs.map((value) => round(value)).join('–')}) | ${round(figure.cls ?? 0, 3)} | ${kb(figure.bytes)} | ${kb(figure.byType.Script ?? 0)} | ${kb(figure.byType.Image ?? 0)} | ${kb(figure.byType.Font ?? 0)} | ${figure.requests} | ${figure.lcpElements.map(shortElement).join(', ')} |`;
  lines.push(
    '## Phone profile',
    '',
    `A real headless Chromium, throttled through CDP: CPU 4× slower, slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), cache disabled, 390×844 at 3× with a mobile user agent, a fresh context per load, median of ${phoneRuns} (after one unthrottled load that warms the server). LCP is read once the network has been idle for a second; tap-ready is navigation start to \`<html data-hydrated>\` (React has hydrated); CLS is Chrome's score of the load (its largest window of shifts). KB are everything transferred, encoded, until then. Load average (1 min) during the runs: ${round(Math.min(...phone.loadAverages), 1)}–${round(Math.max(...phone.loadAverages), 1)} on ${os.cpus().length} cores; above the core count, other work slowed the throttled pages further. Budgets: LCP ≤ ${budgets.phoneLcpOverFloorMax} × the floor's (${round(lcpMax)} ms), tap-ready ≤ the floor's LCP + ${round(budgets.phoneTapReadyOverFloorLcpMaxMs / 1000, 1)} s (${round(tapReadyMax)} ms).`,
    '',
    '| page | FCP ms | LCP ms (vs floor) | tap-ready ms (range) | CLS | KB | scripts KB | images KB | fonts KB | requests | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('floor', phone.floor),
  );
  for (const page of pages) {
    const figure = phone[page.path];
    lines.push(row(`\`${page.path}\``, figure));
    if (figure.lcpMs > lcpMax)
      misses.push(`${page.path}: phone LCP ${round(figure.lcpMs)} ms > ${budgets.phoneLcpOverFloorMax} × the floor's ${round(floorLcp)} ms`);
    if (figure.cls > budgets.clsMax) misses.push(`${page.path}: phone CLS ${round(figure.cls, 3)} > ${budgets.clsMax}`);
    if (figure.tapReadyMs > tapReadyMax)
      misses.push(
        `${page.path}: phone tap-ready ${round(figure.tapReadyMs)} ms > the floor's LCP ${round(floorLcp)} ms + ${budgets.phoneTapReadyOverFloorLcpMaxMs} ms`,
      );
  }
  lines.push('');
}

function renderLoad({ load, budgets, lines, misses }) {
  lines.push('## Load', '', '| target | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|');
  for (const [label, figure] of Object.entries(load)) {
    lines.push(`| ${label} | ${round(figure.rps)} | ${figure.p50} | ${figure.p99} | ${figure.errors} |`);
    if (figure.errors > 0) misses.push(`load: ${label} had ${figure.errors} errors`);
  }
  const rps = (prefix) => Object.entries(load).find(([label]) => label.startsWith(prefix))[1].rps;
  const prerenderedShare = rps('prerendered') / rps('floor: static');
  const articleShare = rps('article') / rps('floor: dynamic');
  lines.push(
    '',
    `Prerendered page: ${round(prerenderedShare * 100)}% of the static floor (budget ≥ ${budgets.prerenderedShareOfFloorMin * 100}%). Article: ${round(articleShare * 100)}% of the dynamic floor (budget ≥ ${budgets.articleShareOfDynamicFloorMin * 100}%).`,
    '',
  );
  if (prerenderedShare < budgets.prerenderedShareOfFloorMin) misses.push(`load: prerendered page at ${round(prerenderedShare * 100)}% of the floor`);
  if (articleShare < budgets.articleShareOfDynamicFloorMin) misses.push(`load: article at ${round(articleShare * 100)}% of the dynamic floor`);
}
