import { gzipSync } from 'node:zlib';
import { heldScriptsAttribute, payloadAfterPaintAttribute } from '../scripts/scripts-after-paint.mjs';

const kb = (bytes) => bytes / 1024;

/**
 * First-load JavaScript (every script the HTML loads, holds until its first paint or preloads, gzip), the HTML itself
 * (raw and gzip), and the payload React hydrates from when the page fetches it after its first paint (gzip; inline
 * otherwise, and counted in the HTML) of one page, compressed here with the same settings for every page, so the site
 * and the floor compare like for like.
 */
export async function measureBytes(url) {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} ${response.headers.get('location') ?? ''}`);
  const html = await response.text();
  // Scripts the page runs, those it loads after its first paint (scripts/scripts-after-paint.mjs) and those it preloads.
  const scriptTags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const held = [...html.matchAll(new RegExp(`<script ${heldScriptsAttribute}='([^']+)'`, 'g'))].flatMap((match) => JSON.parse(match[1]));
  const preloads = [...html.matchAll(/<link(?=[^>]+rel="preload")(?=[^>]+as="script")[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const sources = [...new Set([...scriptTags, ...held, ...preloads])];
  let js = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source.replaceAll('&amp;', '&'), url))).arrayBuffer());
    js += gzipSync(body).byteLength;
  }
  let payload = 0;
  if (new RegExp(`<script ${heldScriptsAttribute}='[^']+' ${payloadAfterPaintAttribute}>`).test(html)) {
    const address = new URL(url);
    const answer = await fetch(`${address.origin}${address.pathname}?_rsc=`, { headers: { RSC: '1' }, redirect: 'manual' });
    if (answer.status !== 200) throw new Error(`${url}: its payload answered ${answer.status}`);
    payload = gzipSync(Buffer.from(await answer.arrayBuffer())).byteLength;
  }
  return {
    jsGzipKb: kb(js),
    scripts: sources.length,
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipSync(html).byteLength),
    payloadGzipKb: kb(payload),
  };
}
