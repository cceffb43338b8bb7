import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [, , n, ...urls] = process.argv;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync'] });
for (const url of urls) {
  const rows = [];
  for (let i = 0; i < Number(n); i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const a = lhr.audits; const m = a.metrics.details.items[0];
    rows.push(`${Math.round(lhr.categories.performance.score*100)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} (obs ${m.observedLargestContentfulPaint}, fcp ${Math.round(m.firstContentfulPaint)}) TBT ${Math.round(a['total-blocking-time'].numericValue)}`);
  }
  console.log(url.replace(/^http:\/\/[^/]+/, ''), '|', rows.join(' | '));
}
await chrome.kill();
