import 'server-only';
import { getDatabase } from '@/db';
import { log } from '@/lib/log';
import { recordHit, redirectTargets } from './store.server';

/** How long an instance answers from its copy of the redirects before reading them again. */
const freshMs = 5_000;

/** Kept on `globalThis`: the proxy and the pages are bundled apart, and a change made by a page must reach the proxy. */
const kept = globalThis as unknown as { siteRedirects?: { at: number; targets: Promise<Map<string, string>> } };

function targets(): Promise<Map<string, string>> {
  if (!kept.siteRedirects || Date.now() - kept.siteRedirects.at > freshMs) {
    const read = getDatabase().then(({ db }) => redirectTargets(db));
    kept.siteRedirects = { at: Date.now(), targets: read };
    read.catch(() => {
      kept.siteRedirects = undefined;
    });
  }
  return kept.siteRedirects.targets;
}

/**
 * Where a moved address now is (decision 013), for the proxy: a path on this site, or undefined. Counted as a hit
 * without waiting. Other instances learn of a change within `freshMs`; while the database is out of reach, nothing
 * is moved.
 */
export async function movedTo(path: string): Promise<string | undefined> {
  try {
    const to = (await targets()).get(path);
    if (to) {
      getDatabase()
        .then(({ db }) => recordHit(db, path))
        .catch((err: unknown) => log.warn({ err }, 'A redirect hit could not be counted'));
    }
    return to;
  } catch (err) {
    log.warn({ err }, 'Redirects could not be read; moved addresses are not followed');
    return undefined;
  }
}

/** This instance reads the redirects again on its next request (after staff changed them here). */
export function forgetRedirects(): void {
  kept.siteRedirects = undefined;
}
