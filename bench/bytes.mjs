import { gzipSync } from 'node:zlib';

const kb = (bytes) => bytes / 1024;

/**
 * First-load JavaScript (every script the HTML loads or preloads, gzip) and the HTML itself (raw and gzip) of one page,
 * compressed here with the same settings for every page, so the site and the floor compare like for like.
 */
export async function measureBytes(url) {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} ${response.headers.get('location') ?? ''}`);
  const html = await response.text();
  // Scripts the page runs and those it preloads.
  const scriptTags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link(?=[^>]+rel="preload")(?=[^>]+as="script")[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const sources = [...new Set([...scriptTags, ...preloads])];
  let js = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source.replaceAll('&amp;', '&'), url))).arrayBuffer());
    js += gzipSync(body).byteLength;
  }
  return {
    jsGzipKb: kb(js),
    scripts: sources.length,
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipSync(html).byteLength),
  };
}
