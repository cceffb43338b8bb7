// Pages load their scripts after their first paint (used by scripts/start.mjs; issue 12).
//
// Next writes its scripts into the page's head as `<script async>`. They do not block the parser, but they are fetched
// at once, beside the stylesheet, fonts and hero picture, and run as soon as they arrive: on a fast connection before
// the first frame, whose style, layout and paint then wait for them; on a phone they share its bandwidth with what
// the first screen needs. A page is fully readable without them (its HTML is server-rendered), so here they are held
// back until the browser reports its first paint, then added exactly as Next wrote them (async, same addresses).
// A tab opened in the background, or a browser without paint timing, gets them at once; none waits over 1.5 s.
//
// The data React hydrates the page from (the RSC payload) waits for the scripts too. Next writes it inline, after the
// markup, so a page carries its words twice, and the first paint waits for the second copy. A page any visitor may be
// given (a shared cache may keep it: prerendered pages, articles) is answered by Next with the very same payload at its
// address with `RSC: 1`, so on such a page the inline copy is taken out and the loader fetches it once the page has
// painted, then adds the scripts. Pages rendered for one visitor keep it inline.
//
// Next answers these requests uncompressed (their Accept-Encoding is taken off before Next sees them), and the page is
// compressed here after the change, with Brotli or gzip as the browser accepts.
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { cacheDirectives } from './page-cache.mjs';

/** The attribute of the loader script that lists the held scripts (JSON), read by the loader and by the bench. */
export const heldScriptsAttribute = 'data-load-after-paint';
/** Set on the loader when the page's payload was taken out: the loader fetches it from the page's address. */
export const payloadAfterPaintAttribute = 'data-payload-after-paint';

// Once painted (or at once in a background tab or a browser without paint timing; after 1.5 s at the latest), the
// scripts are added; when the payload was taken out, they are preloaded while it is fetched, and added once it has
// been handed to Next (`self.__next_f`, after the document is parsed and Next's bootstrap line has run). Should the
// fetch fail, the page stays as the server wrote it, readable and working without script.
const loaderSource =
  '(function(s,p){var d=0;function add(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
  'function go(){if(d)return;d=1;if(!p)return add();s.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;document.head.appendChild(l)});' +
  'fetch(location.pathname+"?_rsc=",{headers:{RSC:"1"},credentials:"same-origin"}).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){' +
  'function hand(){self.__next_f.push([1,t]);add()}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",hand):hand()}).catch(function(){})}' +
  'var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();' +
  'new P(function(){setTimeout(go,0)}).observe({type:"paint",buffered:true});setTimeout(go,1500)})' +
  `(JSON.parse(document.currentScript.getAttribute("${heldScriptsAttribute}")),document.currentScript.hasAttribute("${payloadAfterPaintAttribute}"))`;

const asyncScript = /<script src="([^"']+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"']+)"\/>/g;

/**
 * The head of a page (its HTML up to and including `</head>`) with Next's async scripts replaced by the loader, which
 * takes the place of the first of them; their low-priority preloads go too. A head without such scripts is unchanged.
 * `payloadAfterPaint`: the page's payload was taken out (`takePayloadOut`) and the loader fetches it.
 */
export function holdScriptsInHead(head, { payloadAfterPaint = false } = {}) {
  const sources = [];
  let loaderAt = -1;
  let held = head.replace(asyncScript, (tag, source, offset) => {
    if (loaderAt < 0) loaderAt = offset;
    sources.push(source);
    return loaderAt === offset ? '\u0000' : '';
  });
  if (sources.length === 0) return head;
  held = held.replace(scriptPreload, (tag, source) => (sources.includes(source) ? '' : tag));
  const payloadFlag = payloadAfterPaint ? ` ${payloadAfterPaintAttribute}` : '';
  return held.replace('\u0000', `<script ${heldScriptsAttribute}='${JSON.stringify(sources)}'${payloadFlag}>${loaderSource}</script>`);
}

const payloadScript = /<script>self\.__next_f\.push\(\[1,"(?:[^"\\]|\\.)*"\]\)<\/script>/g;
/** Payload lines other than text (form state, binary rows), which a fetch of the payload as text could not give back. */
const otherPayload = /self\.__next_f\.push\(\[[23],/;

/**
 * The page's body without its inline payload (Next's `self.__next_f.push([1, …])` scripts; its bootstrap line stays),
 * or undefined when it has none or has lines of another kind.
 */
export function takePayloadOut(body) {
  if (otherPayload.test(body)) return undefined;
  const without = body.replace(payloadScript, '');
  return without.length === body.length ? undefined : without;
}

/** Whether Next gives the same payload to anyone asking at this page's address: a shared cache may keep the page. */
function payloadIsShared(headers) {
  const directives = cacheDirectives(headers);
  return (
    directives.some((directive) => directive.startsWith('s-maxage=')) && !directives.some((directive) => ['private', 'no-store'].includes(directive))
  );
}

const headEnd = Buffer.from('</head>');
/** A page whose head has not ended within this many bytes is passed on unchanged. */
const maxHeadBytes = 256 * 1024;
const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Addresses that may answer a page: not Next's files, the APIs or a file with an extension. */
function mayBePage(url = '/') {
  const path = url.split('?')[0];
  return !/^\/(_next|api|media|locales)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

function chooseEncoding(accepted) {
  const names = String(accepted ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return undefined;
}

/** A whole page with its scripts held and, when it can be, its payload taken out. */
export function holdScriptsAndPayload(page) {
  const at = page.indexOf('</head>');
  if (at < 0) return page;
  const cut = at + '</head>'.length;
  const head = page.slice(0, cut);
  const body = page.slice(cut);
  const withoutPayload = takePayloadOut(body);
  const held = holdScriptsInHead(head, { payloadAfterPaint: withoutPayload !== undefined });
  // Without a loader (no scripts to hold) nothing would fetch the payload: it stays.
  if (held === head) return page;
  return held + (withoutPayload ?? body);
}

/**
 * Watches the answer to `req`: a page has its scripts held until its first paint and is compressed here. Call it
 * before Next handles the request; other requests are left to Next.
 */
export function holdScriptsOnPages(req, res) {
  if (req.method !== 'GET' || !mayBePage(req.url) || req.headers.rsc !== undefined) return;
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];

  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead;
  /** Settled at the first byte of the body: whether the answer is a page, and its compressor if it is compressed here. */
  let decided = false;
  let isPage = false;
  /** A shared page is kept whole until its end, to take its payload out. */
  let wholePage;
  let compressor;
  let pendingHead = [];
  let pendingHeadBytes = 0;

  // Headers stay unsent until the body starts, so the encoding can still be set.
  res.writeHead = function (status, ...rest) {
    if (decided) return writeHead.call(this, status, ...rest);
    const headers = rest.find((argument) => argument && typeof argument === 'object');
    if (Array.isArray(headers)) {
      decide();
      return writeHead.call(this, status, ...rest);
    }
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    return this;
  };
  res.flushHeaders = () => {};

  function decide() {
    if (decided) return;
    decided = true;
    const status = res.statusCode;
    const type = String(res.getHeader('content-type') ?? '');
    if (status === 204 || status === 304 || res.getHeader('content-encoding') !== undefined) return;
    isPage = (status === 200 || status === 404) && type.startsWith('text/html');
    if (isPage && status === 200 && payloadIsShared(res.getHeaders())) wholePage = [];
    if (!compressible.test(type)) return;
    const vary = String(res.getHeader('vary') ?? '');
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (isPage || encoding) res.removeHeader('content-length');
    const etag = res.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/') && (isPage || encoding)) res.setHeader('ETag', `W/${etag}`);
    if (!encoding) return;
    res.setHeader('Content-Encoding', encoding);
    compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
    compressor.on('data', (chunk) => write(chunk));
    compressor.on('end', () => end());
  }

  /** Sends body bytes on, compressed when the answer is; each piece flushed, so a streamed page streams. */
  function send(buffer) {
    if (!compressor) return write(buffer);
    compressor.write(buffer);
    compressor.flush();
    return true;
  }

  function sendPage(buffer, final) {
    if (wholePage) {
      wholePage.push(buffer);
      if (final) send(Buffer.from(holdScriptsAndPayload(Buffer.concat(wholePage).toString('utf8'))));
      return true;
    }
    if (pendingHead === undefined) return send(buffer);
    pendingHead.push(buffer);
    pendingHeadBytes += buffer.length;
    const sofar = Buffer.concat(pendingHead);
    const at = sofar.indexOf(headEnd);
    if (at < 0 && pendingHeadBytes < maxHeadBytes && !final) return true;
    pendingHead = undefined;
    if (at < 0) return send(sofar);
    const cut = at + headEnd.length;
    return send(Buffer.concat([Buffer.from(holdScriptsInHead(sofar.subarray(0, cut).toString('utf8'))), sofar.subarray(cut)]));
  }

  const toBuffer = (chunk, encodingName) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encodingName === 'string' ? encodingName : 'utf8');

  res.write = function (chunk, encodingName, callback) {
    decide();
    if (!isPage && !compressor) return write(chunk, encodingName, callback);
    const done = typeof encodingName === 'function' ? encodingName : callback;
    const ok = isPage ? sendPage(toBuffer(chunk, encodingName), false) : send(toBuffer(chunk, encodingName));
    if (done) process.nextTick(done);
    return ok;
  };

  res.end = function (chunk, encodingName, callback) {
    decide();
    if (!isPage && !compressor) return end(chunk, encodingName, callback);
    const done = [chunk, encodingName, callback].find((argument) => typeof argument === 'function');
    if (done) res.once('finish', done);
    const body = chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : toBuffer(chunk, encodingName);
    if (isPage) sendPage(body ?? Buffer.alloc(0), true);
    else if (body) send(body);
    if (compressor) compressor.end();
    else end();
    return this;
  };
}
