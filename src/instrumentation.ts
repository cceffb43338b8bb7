/** Opens and migrates the database as the server starts, so the first visitor does not wait for it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./db');
  const { startOutboxWorker } = await import('./features/leads/worker.server');
  const { startHousekeeping } = await import('./lib/housekeeping.server');
  try {
    const { db, kind } = await getDatabase();
    console.log(`Database ready (${kind}).`);
    startOutboxWorker(db);
    startHousekeeping(db);
  } catch (error) {
    console.error('Database could not be opened at start-up; /api/health will report it.', error);
  }
}
