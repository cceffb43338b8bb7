// `npm run user:create -- --email E --password P [--role admin|editor]`
// Creates a staff account, or resets its password and role. There is no default account anywhere.
// With the embedded database it refuses to run while the site has the database open (never two processes at once).
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, openDatabase } from '../src/db/open';
import { DatabaseLockedError } from '../src/db/lock';
import { roles, upsertUser, type Role } from '../src/features/auth/users';

const usage = 'Usage: npm run user:create -- --email you@company.com --password "a long passphrase" [--role admin|editor]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'editor' } },
    strict: true,
  });
  if (!values.email || !values.password) throw new Error(`--email and --password are required.\n${usage}`);
  if (!roles.includes(values.role as Role)) throw new Error(`--role must be admin or editor.\n${usage}`);

  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    const result = await upsertUser(handle.db, { email: values.email, password: values.password, role: values.role as Role });
    console.log(`${result === 'created' ? 'Created' : 'Updated'} ${values.role} ${values.email.trim().toLowerCase()} (${handle.kind} database).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
