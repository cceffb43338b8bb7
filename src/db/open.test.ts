import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase, type DatabaseHandle } from './open';

/** The data layer against the embedded database always, and against a real server when TEST_DATABASE_URL is set. */
const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
const targets: { name: string; open: () => Promise<DatabaseHandle> }[] = [
  { name: 'embedded PGlite', open: () => openDatabase({ dataDir: embeddedDir }) },
];
if (process.env.TEST_DATABASE_URL) {
  targets.push({ name: 'PostgreSQL server', open: () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }) });
}

for (const target of targets) {
  describe(`data layer on ${target.name}`, () => {
    const handles: DatabaseHandle[] = [];
    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    });

    it('opens, applies migrations and answers queries', async () => {
      const handle = await target.open();
      handles.push(handle);
      await expect(pingDatabase(handle.db)).resolves.toBeUndefined();
      const result = await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as tracked`);
      expect(JSON.stringify(result)).toContain('true');
    });

    it('reopens an existing database and applies migrations again without error', async () => {
      await handles.pop()?.close();
      const again = await target.open();
      handles.push(again);
      await expect(pingDatabase(again.db)).resolves.toBeUndefined();
    });
  });
}

describe('embedded database lock', () => {
  it('refuses a second process while the first has the database open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));
    fs.mkdirSync(path.join(dir, 'pglite'), { recursive: true });
    // pid 1 is always alive: it stands for the running site.
    fs.writeFileSync(path.join(dir, 'pglite', 'site.lock'), '1');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process \(pid 1\)/);
  });

  it('takes over a lock left by a process that has ended', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));
    fs.mkdirSync(path.join(dir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pglite', 'site.lock'), '999999999');
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
    expect(fs.existsSync(path.join(dir, 'pglite', 'site.lock'))).toBe(false);
  });
});
