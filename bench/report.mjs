const round = (value, digits = 0) => Number(value).toFixed(digits);

/**
 * The bench table as Markdown, and every budget it misses (bench/budgets.mjs). Differences are against the floor
 * measured in the same run.
 */
export function renderReport({ pages, lighthouse, bytes, load, budgets, runs }) {
  const misses = [];
  const floorLh = lighthouse.floor;
  const floorBytes = bytes.floor;
  const lines = [
    `# Bench: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Lighthouse 13 mobile preset, median of ${runs}; Debian Chromium headless; production builds; loopback. JavaScript is first-load, gzip. Payload: what React hydrates from, fetched after the first paint on pages any visitor may be given (inline in the HTML otherwise).`,
    '',
    '## Pages',
    '',
    '| page | kind | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | JS KB (vs floor) | HTML KB | HTML gzip KB | payload gzip KB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| floor | - | ${floorLh.performance} | ${floorLh.accessibility} | ${floorLh['best-practices']} | ${floorLh.seo} | ${round(floorLh.lcpMs)} | ${round(floorLh.cls, 3)} | ${round(floorLh.tbtMs)} | ${round(floorBytes.jsGzipKb, 1)} | ${round(floorBytes.htmlKb, 1)} | ${round(floorBytes.htmlGzipKb, 1)} | inline |`,
  ];

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
      `| \`${page.path}\` | ${page.kind} | ${lh.performance} | ${lh.accessibility} | ${lh['best-practices']} | ${lh.seo} | ${round(lh.lcpMs)} | ${round(lh.cls, 3)} | ${round(lh.tbtMs)} | ${round(size.jsGzipKb, 1)} (+${round(overFloor, 1)}) | ${round(size.htmlKb, 1)} | ${round(size.htmlGzipKb, 1)} | ${size.payloadGzipKb ? round(size.payloadGzipKb, 1) : 'inline'} |`,
    );
  }

  lines.push('', '## Load', '', '| target | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|');
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
  );
  if (prerenderedShare < budgets.prerenderedShareOfFloorMin) misses.push(`load: prerendered page at ${round(prerenderedShare * 100)}% of the floor`);
  if (articleShare < budgets.articleShareOfDynamicFloorMin) misses.push(`load: article at ${round(articleShare * 100)}% of the dynamic floor`);

  lines.push('', '## Budgets', '', misses.length ? misses.map((text) => `- missed: ${text}`).join('\n') : 'Every budget met.', '');
  return { markdown: lines.join('\n'), misses };
}
