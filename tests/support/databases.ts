import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/open';

/** The databases data tests run against: embedded PGlite always, a real server when TEST_DATABASE_URL is set. */
export const testDatabases: { name: string; open: () => Promise<DatabaseHandle> }[] = [
  { name: 'embedded PGlite', open: () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-')) }) },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL server', open: () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }) }] : []),
];

/** A unique client address per test, so rate limits of earlier runs on a shared server never interfere. */
export const uniqueIp = () => `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
