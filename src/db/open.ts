import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDatabaseLock } from './lock';
import * as schema from './schema';
import { seedNewsOnFirstStart } from './seed-news';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseHandle = { db: Database; kind: DatabaseKind; close: () => Promise<void> };

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

export type OpenOptions = {
  /** PostgreSQL connection string; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir?: string;
};

/**
 * The PostgreSQL connection pool. A connection that drops (the server restarts, a proxy or firewall cuts it, an
 * administrator ends the session) is an `error` event on the pool, when the connection is idle, or on the client that
 * holds it, inside a transaction; unhandled, either is an uncaught exception. Both are logged instead: the query that
 * was running fails on its own, and the pool opens a fresh connection for the next one.
 */
export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  const lost = (state: string) => (error: Error) => console.warn(`Database connection lost while ${state} (${error.message}).`);
  const inUse = lost('in use');
  pool.on('error', lost('idle; the next query reconnects'));
  // While a client is checked out (a transaction) the pool does not listen to it; this does.
  pool.on('acquire', (client) => client.on('error', inUse));
  pool.on('release', (_error, client) => client.removeListener('error', inUse));
  return pool;
}

/** Opens the database the environment names (DESIGN.md §1), applies pending migrations and seeds the news on first start. */
export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = createPool(databaseUrl);
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    await seedNewsOnFirstStart(db as unknown as Database);
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.resolve(dataDir || 'data', 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDatabaseLock(dir);
  try {
    const client = await PGlite.create(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await seedNewsOnFirstStart(db as unknown as Database);
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Round-trip check used by the health endpoint. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenOptions {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined };
}
