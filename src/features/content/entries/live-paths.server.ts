import 'server-only';
import { getDatabase } from '@/db';
import { trustedSince } from '@/lib/next-cache/handler.mjs';
import { storedEntries } from './store.server';

/** How long an instance answers from its copy of the published entries' addresses before reading them again. */
const freshMs = 5_000;

/** Kept on `globalThis`: the proxy and the pages are bundled apart, and a change made by a page must reach the proxy. */
const kept = globalThis as unknown as { livePaths?: { at: number; paths: Promise<Set<string>> } };

/**
 * Whether a published entry lives at `path` (decision 013), for the proxy, which shows the area's not-found page
 * with 404 at an address no entry has. Other instances learn of a change as their cache does, and within `freshMs`
 * at the latest. Throws while the database is out of reach (the proxy then lets the page answer).
 */
export async function isLiveEntry(path: string): Promise<boolean> {
  // Read again as soon as this process learns that content changed anywhere (the cache's tag clock, shared through
  // Redis): an entry published on another instance, or by the scheduler there, is found at once, not after `freshMs`.
  if (!kept.livePaths || Date.now() - kept.livePaths.at > freshMs || kept.livePaths.at <= trustedSince()) {
    const read = getDatabase().then(
      async ({ db }) => new Set((await storedEntries(db)).filter((entry) => entry.published).map((entry) => entry.path)),
    );
    kept.livePaths = { at: Date.now(), paths: read };
    read.catch(() => {
      kept.livePaths = undefined;
    });
  }
  return (await kept.livePaths.paths).has(path);
}

/** This instance reads the entries again on its next request (after staff published, moved or removed one here). */
export function forgetLivePaths(): void {
  kept.livePaths = undefined;
}
