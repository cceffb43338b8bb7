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
import { env as serverEnv, type Env } from '../env';
import { log } from '../lib/log';
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
  const lost = (state: string) => (err: Error) => log.warn({ err }, `Database connection lost while ${state}`);
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
    try {
      await prepareServerDatabase(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: drizzlePostgres(pool, { schema }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.resolve(dataDir || 'data', 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDatabaseLock(dir);
  try {
    const client = yieldBeforeEachQuery(await PGlite.create(dir));
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

/**
 * The embedded database runs in this thread and answers a query within the same turn of the event loop, so under
 * load one request's query resolving lets the next request's run at once, and so on: a chain of queries that never
 * lets the server read new requests (seconds long with fifty enquiries at a time, every page and the health check
 * waiting behind it). Each query and transaction waits for the event loop's next turn first, so the chain is at most
 * one query per request in flight before new requests are read.
 */
function yieldBeforeEachQuery(client: PGlite): PGlite {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => (await nextTurn(), query(...args))) as PGlite['query'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => (await nextTurn(), transaction(...args))) as PGlite['transaction'];
  client.exec = (async (...args: Parameters<PGlite['exec']>) => (await nextTurn(), exec(...args))) as PGlite['exec'];
  return client;
}

/** Any fixed number, the same in every instance: the session lock under which one instance at a time migrates and seeds. */
const STARTUP_LOCK_KEY = 4242000;

/**
 * Migrations and the first-start seed on a PostgreSQL server. Several instances may start together on an empty
 * database; without the lock they would all try to create drizzle's tables and all but one would fail at start.
 * Holding it on one connection, each instance in turn finds the work done by the one before.
 */
async function prepareServerDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      const db = drizzlePostgres(client, { schema });
      await migratePostgres(db, { migrationsFolder });
      await seedNewsOnFirstStart(db as unknown as Database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection that failed is closed rather than reused (it may still hold the lock).
    client.release(failure);
  }
}

/** Round-trip check used by the health endpoint. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export function databaseOptionsFromEnv(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> = serverEnv): OpenOptions {
  return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}
