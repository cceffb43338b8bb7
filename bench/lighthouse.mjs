import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, headlessFlags } from './chromium.mjs';

const chromeFlags = [
  '--headless=new',
  ...headlessFlags,
  // A reader of Arabic: the bare home address sends a browser that prefers English to /en.
  '--accept-lang=ar,en;q=0.8',
];

/** Headless Debian Chromium (`CHROME_PATH`), as the bench and `bench:why` run Lighthouse in. */
export function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run's figures: the four category scores (0-100) and LCP, CLS, TBT. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/**
 * Lighthouse 13 with its mobile defaults (throttled 4G, mid-range phone) in one Chromium, `runs` times per page;
 * each figure is the median of the runs, and the performance run reported is the median one.
 */
export async function runLighthouse(targets, runs) {
  const chrome = await launchChrome();
  const results = {};
  try {
    for (const { label, url } of targets) {
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        all.push(figures(lhr));
      }
      const pick = (key) => median(all.map((figure) => figure[key]));
      results[label] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        failing: [...new Set(all.flatMap((figure) => figure.failing))],
      };
      console.log(
        `  ${label}: ${results[label].performance} (LCP ${Math.round(results[label].lcpMs)} ms, TBT ${Math.round(results[label].tbtMs)} ms, CLS ${results[label].cls.toFixed(3)})`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
