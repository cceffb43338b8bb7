// `npm run user:disable -- --email E [--enable]`
// Disables a staff account: it can no longer sign in and every session it has ends at once. `--enable` lets it
// sign in again (with the password it had; `npm run user:create` sets a new one). Nothing is deleted.
// With the embedded database it refuses to run while the site has the database open (never two processes at once).
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, openDatabase } from '../src/db/open';
import { DatabaseLockedError } from '../src/db/lock';
import { normalizeEmail, setUserDisabled } from '../src/features/auth/users';

const usage = 'Usage: npm run user:disable -- --email someone@company.com [--enable]';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, enable: { type: 'boolean', default: false } }, strict: true });
  if (!values.email) throw new Error(`--email is required.\n${usage}`);

  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    const found = await setUserDisabled(handle.db, values.email, !values.enable);
    if (!found) throw new Error(`No staff account has the e-mail ${normalizeEmail(values.email)}.`);
    console.log(`${values.enable ? 'Enabled' : 'Disabled'} ${normalizeEmail(values.email)} (${handle.kind} database).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
