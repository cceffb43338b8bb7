// @ts-check
import { createHash } from 'node:crypto';

// An element `<script …>…</script>` with no `src`: what the browser would run inline. React escapes `</script` inside
// the scripts it writes, so the first closing tag ends each one.
const inlineScript = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const sourceAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs; any other (JSON-LD, import maps are not used) is data and needs no permission.
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script in a page, in order, each once: what a policy must
 * list for the page to run exactly as written.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (sourceAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (!scriptTypes.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
