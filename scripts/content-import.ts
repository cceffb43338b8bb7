// `npm run content:import [-- --force ID ...]`: stores the repository's pages (their definitions and words) as
// version 1 of each content document the database does not have yet. The site does this on every start; run it by
// hand to replace one page with the repository's version (`--force energy-products-solar-panels`): the page's
// newer versions stay in its history, and running sites show the replacement at once when they share REDIS_URL
// (set it for this command too), else from their next start.
// With the embedded database it refuses to run while the site has the database open (never two processes at once).
import { parseArgs } from 'node:util';
import { DatabaseLockedError } from '../src/db/lock';
import { databaseOptionsFromEnv, openDatabase } from '../src/db/open';
import { contentTag } from '../src/features/content/store.server';
import { RedisTagClock } from '../src/lib/next-cache/redis-tag-clock.mjs';
import { importSeedDocuments } from '../src/site-pages/content-seed';

/** Tells running sites that content changed (as publishing does), through the Redis they share, if there is one. */
async function announce(): Promise<string> {
  const url = process.env.REDIS_URL;
  if (!url) return 'Running sites show it from their next start (no REDIS_URL to tell them now).';
  const clock = new RedisTagClock({ url, name: 'content-import' });
  try {
    await clock.invalidateNow([contentTag]);
    return 'Running sites show it now.';
  } catch (error) {
    return `Running sites show it from their next start: ${error instanceof Error ? error.message : String(error)}.`;
  } finally {
    clock.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { force: { type: 'string', multiple: true } } });
  const force = values.force ?? [];
  let handle;
  try {
    handle = await openDatabase(databaseOptionsFromEnv());
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const report = await importSeedDocuments(handle.db, force);
    const unknown = force.filter((id) => !report.replaced.includes(id));
    console.log(`Imported ${report.imported.length}, replaced ${report.replaced.length}, kept ${report.kept.length} as staff left them.`);
    if (report.replaced.length) {
      console.log(`Replaced with the repository's version: ${report.replaced.join(', ')}`);
      console.log(await announce());
    }
    if (unknown.length) {
      console.error(`No page in the repository has the id: ${unknown.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
