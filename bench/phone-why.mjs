// `node bench/phone-why.mjs URL [ar|en]`: what one phone-profile load (bench/phone.mjs) of a page spends its time on,
// against a server already serving. One unthrottled load warms the server, then one throttled load is traced (CDP):
// it prints every request (start and end from navigation start, type, encoded KB) and the main thread's busy time,
// by kind of work, in spans: until the first paint, from it until the page's scripts are asked for (when they wait
// for the paint, as `npm start` has them), and from then until tap-ready (`<html data-hydrated>`). Tracing slows a throttled page a little: read proportions, not ms.
// The CPU throttle pauses the main thread whatever it runs, so every kind of work is inflated alike. Spans of busy
// time may add up to a little more than the span: a few trace events overlap without nesting.
import { launchPhoneBrowser, loadOnce } from './phone.mjs';

const [url, locale = 'ar'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/phone-why.mjs URL [ar|en]');
  process.exit(2);
}

/** Main-thread work by kind, from trace event names (self time: a task's own time less its children's). */
const kinds = [
  ['script: compile and first run', /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|v8\.produceCache|CacheScript)$/],
  [
    'script: callbacks (React, timers, events)',
    /^(FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.callFunction|RunTask: ?JS)$/,
  ],
  ['HTML parsing', /^ParseHTML$/],
  ['style and layout', /^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout|HitTest)$/],
  ['paint and composite', /^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers|PaintImage|Decode Image|ImageDecodeTask|RasterTask)$/],
  ['garbage collection', /GC|^BlinkGC|^V8\.GC/],
  ['fonts', /Font/],
];
const kindOf = (name) => kinds.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other tasks (messages, network data, scheduling)';

const browser = await launchPhoneBrowser();
try {
  await loadOnce(browser, { url, locale }, { throttled: false });
  let trace;
  const figure = await loadOnce(
    browser,
    { url, locale },
    {
      before: (page) =>
        browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'],
        }),
      after: async () => {
        trace = JSON.parse((await browser.stopTracing()).toString());
      },
    },
  );
  const requests = figure.log.filter((request) => request.end !== null).sort((a, b) => a.start - b.start);
  const startSeconds = requests[0].start;
  const ms = (seconds) => Math.round((seconds - startSeconds) * 1000);
  // Scripts asked for only after the first paint (lazy islands, or any layer that holds them).
  const heldScripts = requests.filter(
    (request) => request.type === 'Script' && ms(request.start) > figure.fcpMs && ms(request.start) < figure.tapReadyMs,
  );
  const scriptsAsked = heldScripts.length ? Math.min(...heldScripts.map((request) => ms(request.start))) : null;
  console.log(
    `${url}: FCP ${Math.round(figure.fcpMs)} ms, LCP ${Math.round(figure.lcpMs)} ms (${figure.lcpElement}), tap-ready ${Math.round(figure.tapReadyMs)} ms, ` +
      `${(figure.bytes / 1024).toFixed(0)} KB in ${figure.requests} requests\n\nRequests (ms from navigation start):`,
  );
  for (const request of requests)
    console.log(
      `${String(ms(request.start)).padStart(6)} ${String(ms(request.end)).padStart(6)}  ${request.type.padEnd(10)} ${(request.bytes / 1024).toFixed(1).padStart(6)} KB  ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );

  // The renderer's main thread, in the same clock as the network log (microseconds).
  const events = trace.traceEvents;
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'),
  );
  const spans =
    scriptsAsked === null
      ? [
          ['until the first paint', 0, figure.fcpMs],
          ['first paint until tap-ready', figure.fcpMs, figure.tapReadyMs],
        ]
      : [
          ['until the first paint', 0, figure.fcpMs],
          ['first paint until the scripts are asked for', figure.fcpMs, scriptsAsked],
          ['scripts asked for until tap-ready', scriptsAsked, figure.tapReadyMs],
        ];
  const complete = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: nest events by their intervals, subtract each child's duration from its parent.
  const stack = [];
  const selfTimes = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const record = { name: event.name, ts: event.ts, dur: event.dur, self: event.dur, url: event.args?.data?.url };
    if (stack.length) stack.at(-1).self -= event.dur;
    stack.push(record);
    selfTimes.push(record);
  }
  for (const [title, from, to] of spans) {
    const byKind = {};
    const byScript = {};
    let busy = 0;
    for (const record of selfTimes) {
      const at = record.ts / 1000 - startSeconds * 1000;
      if (at < from || at >= to || record.self <= 0) continue;
      const kind = kindOf(record.name);
      byKind[kind] = (byKind[kind] ?? 0) + record.self / 1000;
      busy += record.self / 1000;
      if (record.name === 'EvaluateScript') {
        const name = record.url?.includes('/_next/') ? record.url.split('/').pop() : 'inline';
        byScript[name] = (byScript[name] ?? 0) + record.dur / 1000;
      }
    }
    console.log(`\nMain thread, ${title} (${Math.round(from)}–${Math.round(to)} ms): busy ${Math.round(busy)} ms of ${Math.round(to - from)}`);
    for (const [kind, time] of Object.entries(byKind).sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(Math.round(time)).padStart(6)} ms  ${kind}`);
    const scripts = Object.entries(byScript).sort((a, b) => b[1] - a[1]);
    if (scripts.length) console.log(`  evaluated: ${scripts.map(([name, time]) => `${name} ${Math.round(time)} ms`).join(', ')}`);
  }
} finally {
  await browser.close();
}
