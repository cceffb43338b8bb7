// `npm run bench:why -- URL [runs]`: why a page's Lighthouse LCP is what it is, run by run, against a server already
// serving (`npm start`, or the bench's own). For each run it prints what the browser observed (first paint, largest
// paint, the LCP element) beside Lighthouse's simulated LCP, and then the simulated request and CPU graph of the
// last run: Lighthouse (Lantern) replays, on a slow phone, every request that finished before the *observed* largest
// paint, so what matters is what the page fetched and ran before it painted. Offline, Debian's Chromium.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse.mjs';

const [url, runsArgument = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run bench:why -- URL [runs]');
  process.exit(2);
}

/** Lantern's two LCP graphs (optimistic, pessimistic), as simulated: one line a node, in start order. */
class LcpGraph extends Audit {
  static get meta() {
    return {
      id: 'lcp-graph',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      title: 'Simulated LCP graph',
      description: 'The requests and CPU tasks Lighthouse replays to estimate LCP.',
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps', 'HostDPR'],
    };
  }

  static async audit(artifacts, context) {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: structuredClone(defaultSettings),
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    };
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const graph = (estimate) =>
      [...estimate.nodeTimings.entries()]
        .sort((a, b) => a[1].startTime - b[1].startTime)
        .map(([node, timing]) => ({
          start: Math.round(timing.startTime),
          end: Math.round(timing.endTime),
          what:
            node.type === 'network'
              ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${(node.request.transferSize / 1024).toFixed(1)} KB`
              : `CPU ${Math.round(node.duration / 1000)} ms observed${node.didPerformLayout() ? ', layout' : ''} ${[...node.getEvaluateScriptURLs()].map((script) => script.split('/').pop()).join(' ')}`,
        }));
    return {
      score: 1,
      numericValue: lcp.timing,
      numericUnit: 'millisecond',
      details: { type: 'debugdata', optimistic: graph(lcp.optimisticEstimate), pessimistic: graph(lcp.pessimisticEstimate) },
    };
  }
}

const config = {
  extends: 'lighthouse:default',
  audits: [{ implementation: LcpGraph }],
  categories: { performance: { auditRefs: [{ id: 'lcp-graph', weight: 0 }] } },
};

const chrome = await launchChrome();
try {
  let last;
  for (let run = 1; run <= Number(runsArgument); run += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    const observed = lhr.audits.metrics.details.items[0];
    const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
    const element = breakdown.find((item) => item.type === 'node');
    const parts = (breakdown.find((item) => item.type === 'table')?.items ?? []).map((part) => `${part.label} ${Math.round(part.duration)}`);
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `run ${run}: simulated LCP ${ms(lhr.audits['largest-contentful-paint'].numericValue)}, TBT ${ms(lhr.audits['total-blocking-time'].numericValue)}; ` +
        `observed first paint ${ms(observed.observedFirstContentfulPaint)}, largest paint ${ms(observed.observedLargestContentfulPaint)}, ` +
        `DOMContentLoaded ${ms(observed.observedDomContentLoaded)}\n  LCP element ${element?.selector ?? 'unknown'} (observed ms: ${parts.join(', ')})`,
    );
    last = lhr.audits['lcp-graph'].details;
  }
  for (const name of ['optimistic', 'pessimistic']) {
    console.log(`\n${name} graph (simulated ms):`);
    for (const { start, end, what } of last[name]) console.log(`${String(start).padStart(6)} ${String(end).padStart(6)}  ${what}`);
  }
} finally {
  await chrome.kill();
}
