import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(readonly pid: number) {
    super(
      `The embedded database is in use by another process (pid ${pid}), most likely the running site. ` +
        'Stop the site (Ctrl+C in its terminal) and run the command again, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite must never be opened by two processes at once. The first process to open a data folder writes
 * its pid into a lock file there; another live process is refused. A lock left by a dead process is taken over.
 */
export function acquireDatabaseLock(dir: string): () => void {
  const file = path.join(dir, 'site.lock');
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner === process.pid) break;
      if (owner && isAlive(owner)) throw new DatabaseLockedError(owner);
      fs.rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (Number(fs.readFileSync(file, 'utf8').trim()) === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
