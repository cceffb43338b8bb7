import 'server-only';
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from './open';

const globalForDb = globalThis as unknown as { databaseHandle?: Promise<DatabaseHandle> };

/**
 * The server's one database connection, opened and migrated on first use. Kept on `globalThis`
 * so the embedded database is never opened twice by the same process (development reloads).
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.databaseHandle ??= openDatabase(databaseOptionsFromEnv()).catch((error: unknown) => {
    globalForDb.databaseHandle = undefined;
    throw error;
  });
  return globalForDb.databaseHandle;
}
