import type { PageVersionOf } from './lib/page-version.mjs';

/**
 * The server's start-up on Node.js (`instrumentation.ts` loads it there only, so the edge compile never reads it):
 * refuses to start with a bad setting (`src/env.ts`), makes the connection's address readable for rate limits, tells
 * `npm start` how to ask an article's revision and how to finish, opens and migrates the database so the first
 * visitor does not wait for it, and stores the repository's pages as content documents where it has none.
 */
export async function startServer() {
  try {
    await import('./env');
  } catch (error) {
    // Before the logger, which reads its level from the same settings.
    console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error);
    process.exit(1);
  }
  const { recordPeerAddresses } = await import('./lib/peer-address.server');
  recordPeerAddresses();
  // `npm start` asks this for the version of the article a page shows, to keep the page in memory under it.
  const { pageVersionKey } = await import('./lib/page-version.mjs');
  const { publicPageVersion } = await import('./features/news/record-pages.server');
  (globalThis as Record<symbol, unknown>)[pageVersionKey] = publicPageVersion satisfies PageVersionOf;
  const { getDatabase } = await import('./db');
  const { startOutboxWorker, stopOutboxWorker } = await import('./features/leads/worker.server');
  const { startHousekeeping, stopHousekeeping } = await import('./lib/housekeeping.server');
  const { startScheduleWorker, stopScheduleWorker } = await import('./features/content/schedule/worker.server');
  const { startCertificateWorker, stopCertificateWorker } = await import('./features/certificates/worker.server');
  const { shutdownKey } = await import('./lib/shutdown-hook.mjs');
  const { log } = await import('./lib/log');
  try {
    const { db, kind, close } = await getDatabase();
    log.info({ database: kind }, 'Database ready');
    startOutboxWorker(db);
    startHousekeeping(db);
    await importContent(db, log);
    // After the import, so a change planned for a page the import is placing finds it.
    startScheduleWorker(db);
    startCertificateWorker(db);
    // `npm start` calls this once its requests in flight are done: mail being sent finishes, the database closes cleanly.
    (globalThis as Record<symbol, unknown>)[shutdownKey] = async () => {
      stopHousekeeping();
      await stopScheduleWorker();
      await stopCertificateWorker();
      await stopOutboxWorker();
      await close();
      log.info('Database closed');
    };
  } catch (err) {
    log.error({ err }, 'Database could not be opened at start-up; /api/health will report it');
  }
}

/** The repository's pages become version 1 of their documents where the database has none; staff's edits are kept. */
async function importContent(db: import('./db/open').Database, log: import('pino').Logger) {
  try {
    const { importSeedDocuments } = await import('./site-pages/content-seed');
    const report = await importSeedDocuments(db);
    if (report.imported.length > 0) log.info({ documents: report.imported.length }, 'Content documents imported from the repository');
    if (report.followed.length > 0) log.info({ documents: report.followed }, 'Content documents nobody had edited follow the repository');
  } catch (err) {
    log.error({ err }, 'Content documents could not be imported; pages show the repository version');
  }
}
