// `npm run user:create -- --email E --password P [--role admin|editor] [--enrol-two-factor]`
// Creates a staff account, or resets its password and role. There is no default account anywhere.
// Create admins with --enrol-two-factor: an account without it is enrolled by whoever first signs in with its
// password, who could then keep its owner out (the command warns when an admin is created without it).
// Two-factor sign-in, also for an existing account (the password may then be left out):
//   --reset-two-factor            removes it (a lost phone): the account is signed out everywhere, and sets it up
//                                 again at its next sign-in when STAFF_TWO_FACTOR requires it for its role.
//   --enrol-two-factor [--two-factor-secret BASE32]
//                                 sets it up at once, with the secret given or a new one; prints the secret, its
//                                 QR code and ten recovery codes, to hand over to the account's owner safely.
// With the embedded database it refuses to run while the site has the database open (never two processes at once).
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { databaseOptionsFromEnv, openDatabase } from '../src/db/open';
import { DatabaseLockedError } from '../src/db/lock';
import { groupedSecret, parseTotpSecret, totpUri } from '../src/features/auth/totp';
import { recordAccountAction } from '../src/features/auth/account-audit';
import { enrolAccount, removeTwoFactor, twoFactorStatus } from '../src/features/auth/two-factor';
import { findUserByEmail, normalizeEmail, roles, upsertUser, type Role } from '../src/features/auth/users';

const usage = [
  'Usage: npm run user:create -- --email you@company.com --password "a long passphrase" --role admin --enrol-two-factor',
  '       npm run user:create -- --email you@company.com --password "a long passphrase" [--role editor]',
  '       npm run user:create -- --email you@company.com --reset-two-factor',
  '       npm run user:create -- --email you@company.com --enrol-two-factor [--two-factor-secret BASE32]',
].join('\n');

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'editor' },
      'reset-two-factor': { type: 'boolean', default: false },
      'enrol-two-factor': { type: 'boolean', default: false },
      'two-factor-secret': { type: 'string' },
    },
    strict: true,
  });
  const twoFactor = values['reset-two-factor'] || values['enrol-two-factor'];
  if (!values.email || (!values.password && !twoFactor)) throw new Error(`--email and --password are required.\n${usage}`);
  if (!roles.includes(values.role as Role)) throw new Error(`--role must be admin or editor.\n${usage}`);
  if (values['reset-two-factor'] && values['enrol-two-factor']) throw new Error(`Choose --reset-two-factor or --enrol-two-factor.\n${usage}`);
  const secret = values['two-factor-secret'] === undefined ? undefined : parseTotpSecret(values['two-factor-secret']);
  if (values['two-factor-secret'] !== undefined && !values['enrol-two-factor'])
    throw new Error(`--two-factor-secret goes with --enrol-two-factor.\n${usage}`);
  if (values['two-factor-secret'] !== undefined && !secret)
    throw new Error('--two-factor-secret must be Base32 (A-Z, 2-7) of at least 26 characters.');

  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    const email = normalizeEmail(values.email);
    if (values.password) {
      const result = await upsertUser(handle.db, { email, password: values.password, role: values.role as Role });
      console.log(`${result === 'created' ? 'Created' : 'Updated'} ${values.role} ${email} (${handle.kind} database).`);
    }
    if (!twoFactor) {
      if (values.role === 'admin' && !(await twoFactorStatus(handle.db, (await findUserByEmail(handle.db, email))!.id)).enabled) {
        console.warn(
          `Warning: ${email} is an admin without two-factor sign-in. Whoever first signs in with this password can set it up\n` +
            'with their own phone and keep its owner out. Run this again with --enrol-two-factor to set it up now.',
        );
      }
      return;
    }
    const user = await findUserByEmail(handle.db, email);
    if (!user) throw new Error(`No staff account has the e-mail ${email}.`);
    if (values['reset-two-factor']) {
      await removeTwoFactor(handle.db, user.id, { signOut: true });
      await recordAccountAction(handle.db, { action: 'resetTwoFactor', actorId: null, subjectEmail: email });
      console.log(`Two-factor sign-in removed for ${email}; its sessions have ended.`);
      return;
    }
    const enrolled = await enrolAccount(handle.db, user.id, secret);
    await recordAccountAction(handle.db, { action: 'enrolTwoFactor', actorId: null, subjectEmail: email });
    const uri = totpUri(enrolled.secret, email);
    console.log(`Two-factor sign-in is on for ${email}; its sessions have ended. Hand this over to its owner only:\n`);
    console.log(renderUnicodeCompact(uri, { border: 2 }));
    console.log(
      `\nSetup key (time-based): ${groupedSecret(enrolled.secret)}\n${uri}\n\nRecovery codes (each works once):\n${enrolled.recoveryCodes.join('\n')}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
