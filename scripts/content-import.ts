// `npm run content:import [-- --force ID ...]`: stores the repository's pages (their definitions and words) as
// version 1 of each content document the database does not have yet. The site does this on every start; run it by
// hand to replace one page with the repository's version (`--force energy-products-solar-panels`): the page's
// newer versions stay in its history, and the site shows the replacement from its next start.
// With the embedded database it refuses to run while the site has the database open (never two processes at once).
import { parseArgs } from 'node:util';
import { DatabaseLockedError } from '../src/db/lock';
import { databaseOptionsFromEnv, openDatabase } from '../src/db/open';
import { importSeedDocuments } from '../src/site-pages/content-seed';

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
    if (report.replaced.length) console.log(`Replaced with the repository's version: ${report.replaced.join(', ')}`);
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
