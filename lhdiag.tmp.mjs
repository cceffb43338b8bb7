import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
await chrome.kill();
fs.writeFileSync('/tmp/lhr.json', JSON.stringify(lhr));
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
for (const id of ['largest-contentful-paint-element','lcp-breakdown-insight','render-blocking-insight','network-dependency-tree-insight','lcp-discovery-insight']) {
  const d = a[id]?.details; if (!d) continue;
  console.log('\n##', id, a[id].displayValue || '');
  console.log(JSON.stringify(d, null, 0).slice(0, 3000));
}
const reqs = a['network-requests'].details.items;
console.log('\n## requests');
for (const r of reqs) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.resourceType, r.priority, r.transferSize, r.url.slice(-70));
