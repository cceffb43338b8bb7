import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedArticles, seedCategories, seedSections } from '../features/news/seed-content';
import { log } from '../lib/log';
import { createPool, openDatabase, pingDatabase, type DatabaseHandle } from './open';

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

    it('lets the server read new requests while many queries follow one another', async () => {
      const { db } = handles[0]!;
      // Twenty requests, each running fifty queries back to back, as under a burst of enquiries.
      let queriesDone = 0;
      const requests = Array.from({ length: 20 }, async () => {
        for (let query = 0; query < 50; query += 1) {
          await db.execute(sql`select 1`);
          queriesDone += 1;
        }
      });
      // A request arriving meanwhile is read in a later turn of the event loop, as this callback runs.
      const doneWhenReadable = await new Promise<number>((resolve) => setImmediate(() => resolve(queriesDone)));
      await Promise.all(requests);
      expect(doneWhenReadable).toBeLessThan(queriesDone / 2);
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on an empty PostgreSQL database', () => {
  it('all start; migrations and the news seed run once', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `site_race_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
      const handles = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(opened.map((result) => (result.status === 'fulfilled' ? 'started' : String(result.reason)))).toEqual([
          'started',
          'started',
          'started',
        ]);
        const counts = await handles[0]!.db.execute(sql`
          select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                 (select count(*)::int from news_sections) as sections,
                 (select count(*)::int from news_categories) as categories,
                 (select count(*)::int from news_articles) as articles`);
        const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
          migrations: journal.entries.length,
          sections: seedSections.length,
          categories: seedCategories.length,
          articles: seedArticles.length,
        });
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

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

describe('PostgreSQL pool when a connection drops', () => {
  it('logs a dropped idle or in-use connection instead of throwing it', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const pool = createPool('postgres://postgres@127.0.0.1:1/nowhere');
    try {
      const client = new EventEmitter();
      expect(() => pool.emit('error', new Error('idle connection ended'), client)).not.toThrow();
      pool.emit('acquire', client);
      expect(() => client.emit('error', new Error('connection ended in a transaction'))).not.toThrow();
      pool.emit('release', undefined, client);
      expect(client.listenerCount('error')).toBe(0);
      expect(warn.mock.calls.map(([fields]) => String((fields as { err: Error }).err.message))).toEqual([
        'idle connection ended',
        'connection ended in a transaction',
      ]);
    } finally {
      warn.mockRestore();
      await pool.end();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('survives the server ending its sessions, idle and in a transaction, and reconnects', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const pool = createPool(process.env.TEST_DATABASE_URL!);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const pidOf = async (query: (text: string) => Promise<pg.QueryResult>) => (await query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
    try {
      // Idle: the pool holds the connection between queries.
      await terminate(await pidOf((text) => pool.query(text)));
      await expect.poll(() => pool.totalCount, { timeout: 10_000 }).toBe(0);
      expect((await pool.query('select 1 as one')).rows[0].one).toBe(1);

      // In use: a transaction holds the connection when it is ended.
      const client = await pool.connect();
      await client.query('begin');
      await terminate(await pidOf((text) => client.query(text)));
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      expect((await pool.query('select 1 as one')).rows[0].one).toBe(1);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await admin.end();
      await pool.end();
    }
  });
});
