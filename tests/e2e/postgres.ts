import pg from 'pg';

/**
 * Scratch databases on a local PostgreSQL server for the system suites. The server is TEST_DATABASE_URL's when set
 * (as for the data tests), else the usual local one; suites that need it skip, saying why, when it does not answer.
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the suites look for a server, without the password if any, for skip messages. */
export const postgresServerLabel = (() => {
  const url = new URL(serverUrl);
  url.password = '';
  return url.toString();
})();

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers (and lets us in) within a few seconds. */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await withAdmin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

export type ScratchDatabase = {
  name: string;
  url: string;
  /** Runs one query on the database and closes the connection. */
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Drops the database, closing whatever connections are left. */
  drop: () => Promise<void>;
};

/** Creates an empty database with a unique name (`site_e2e_<purpose>_…`). */
export async function createScratchDatabase(purpose: string): Promise<ScratchDatabase> {
  const name = `site_e2e_${purpose}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
