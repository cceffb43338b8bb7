import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumPath, headlessFlags } from './chromium.mjs';

/**
 * The phone profile: what a mid-range phone on a slow 4G connection feels, measured in a real (throttled) browser
 * rather than simulated as Lighthouse does. Slow 4G as Lighthouse names it: 150 ms latency, 1.6 Mbit/s down
 * (1.6 × 1024 kbit/s), 750 kbit/s up.
 */
export const phoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  /** A load is over once nothing has been in flight for this long after the load event and the hydration mark. */
  quietMs: 1000,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Headless Debian Chromium (`CHROME_PATH`) driven by Playwright, with CDP for the throttling. */
export function launchPhoneBrowser() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: headlessFlags });
}

/** A fresh phone-sized context: nothing cached, no cookies, the reader's language. */
export async function newPhoneContext(browser, locale) {
  const chromeVersion = browser.version().split('.')[0];
  return browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: phoneProfile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion}.0.0.0 Mobile Safari/537.36`,
    locale,
  });
}

/**
 * Runs in every document before its own scripts: notes when `<html data-hydrated>` appears (React has hydrated,
 * src/components/layout/hydration-mark.tsx and the floor's copy) and every largest-contentful-paint candidate.
 * Times are the page's own clock, from navigation start.
 */
function observePage() {
  const bench = { hydratedAt: null, lcp: [], cls: 0 };
  window.__bench = bench;
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    bench.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      bench.lcp.push({
        at: entry.startTime,
        size: entry.size,
        url: entry.url,
        element: element
          ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
          : '',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Cumulative layout shift as Chrome scores it: the largest window of shifts less than a second apart, at most 5 s.
  const window_ = { value: 0, first: 0, last: -Infinity };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - window_.last < 1000 && entry.startTime - window_.first < 5000) window_.value += entry.value;
      else Object.assign(window_, { value: entry.value, first: entry.startTime });
      window_.last = entry.startTime;
      bench.cls = Math.max(bench.cls, window_.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Throttles a page through CDP and follows every request it makes: in flight, finished, encoded bytes by type. */
export async function throttle(context, page, { network = true } = {}) {
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const state = { inFlight: 0, lastActivity: Date.now(), requests };
  cdp.on('Network.requestWillBeSent', ({ requestId, type, request, timestamp }) => {
    if (!requests.has(requestId)) state.inFlight += 1;
    requests.set(requestId, { url: request.url, type: type ?? 'Other', start: timestamp, end: null, bytes: 0 });
    state.lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const request = requests.get(requestId);
    if (request && type) request.type = type;
  });
  const finish = (requestId, timestamp, bytes) => {
    const request = requests.get(requestId);
    if (!request || request.end !== null) return;
    request.end = timestamp;
    request.bytes = bytes;
    state.inFlight -= 1;
    state.lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => finish(requestId, timestamp, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => finish(requestId, timestamp, 0));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phoneProfile.latencyMs,
      downloadThroughput: (phoneProfile.downloadKbps * 1024) / 8,
      uploadThroughput: (phoneProfile.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  }
  return { cdp, state };
}

/** Waits until the page has loaded, carries the hydration mark and nothing has been in flight for `quietMs`. */
async function settle(page, state, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  await page.waitForFunction(() => window.__bench?.hydratedAt != null, null, { polling: 250, timeout: timeoutMs });
  while (Date.now() < deadline) {
    if (state.inFlight <= 0 && Date.now() - state.lastActivity >= phoneProfile.quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${page.url()}: still loading after ${timeoutMs / 1000} s`);
}

/**
 * One throttled load in a fresh context: first contentful paint, the final largest contentful paint (read once the
 * network has been idle, with nothing left to paint; no input is given, which would also end it), tap-ready (the
 * hydration mark) and every byte transferred, in total and by resource type. `before` and `after` (given the page)
 * run before the navigation and once it has settled, e.g. to trace one load (bench/phone-why.mjs).
 */
export async function loadOnce(browser, { url, locale }, { throttled = true, before, after } = {}) {
  const context = await newPhoneContext(browser, locale);
  try {
    const page = await context.newPage();
    await page.addInitScript(observePage);
    const { state } = await throttle(context, page, { network: throttled });
    if (before) await before(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settle(page, state, 60_000);
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      hydratedAt: window.__bench.hydratedAt,
      lcp: window.__bench.lcp,
      cls: window.__bench.cls,
    }));
    if (after) await after(page);
    const finished = [...state.requests.values()].filter((request) => request.end !== null);
    const byType = {};
    for (const { type, bytes } of finished) byType[type] = (byType[type] ?? 0) + bytes;
    const last = seen.lcp.at(-1);
    return {
      fcpMs: seen.fcp,
      lcpMs: last?.at ?? null,
      lcpElement: last ? last.url || last.element : '',
      tapReadyMs: seen.hydratedAt,
      cls: seen.cls,
      bytes: finished.reduce((sum, { bytes }) => sum + bytes, 0),
      byType,
      requests: finished.length,
      lcpEntries: seen.lcp,
      log: [...state.requests.values()],
    };
  } finally {
    await context.close();
  }
}

/**
 * The phone profile for every target, `runs` loads each (fresh context per load), after one unthrottled load that
 * warms the server (its page cache and image optimiser) without timing it. Each figure is the median of the runs.
 */
export async function runPhone(targets, runs) {
  const browser = await launchPhoneBrowser();
  // The throttle slows the CPU the page gets: a machine busy with other work slows it further, so this is reported.
  const results = { loadAverages: [os.loadavg()[0]] };
  try {
    for (const { label, url, locale } of targets) {
      await loadOnce(browser, { url, locale }, { throttled: false });
      const all = [];
      for (let run = 0; run < runs; run += 1) all.push(await loadOnce(browser, { url, locale }));
      const pick = (key) => median(all.map((figure) => figure[key]));
      const types = [...new Set(all.flatMap((figure) => Object.keys(figure.byType)))];
      results[label] = {
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tapReadyMs: pick('tapReadyMs'),
        cls: pick('cls'),
        tapReadyRangeMs: [Math.min(...all.map((figure) => figure.tapReadyMs)), Math.max(...all.map((figure) => figure.tapReadyMs))],
        bytes: pick('bytes'),
        requests: pick('requests'),
        byType: Object.fromEntries(types.map((type) => [type, median(all.map((figure) => figure.byType[type] ?? 0))])),
        lcpElements: [...new Set(all.map((figure) => figure.lcpElement))],
      };
      results.loadAverages.push(os.loadavg()[0]);
      const figure = results[label];
      console.log(
        `  ${label}: FCP ${Math.round(figure.fcpMs)} ms, LCP ${Math.round(figure.lcpMs)} ms, tap-ready ${Math.round(figure.tapReadyMs)} ms, CLS ${figure.cls.toFixed(3)}, ` +
          `${(figure.bytes / 1024).toFixed(0)} KB in ${figure.requests} requests (LCP: ${figure.lcpElements.join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
