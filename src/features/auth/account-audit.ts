import type { Database } from '@/db/open';
import { accountAudit } from '@/db/schema';

/**
 * What can be done to a staff account, as the accounts' audit log names it: from the staff screen, from an
 * invitation, from one's own security screen, or at the server's command line (no actor).
 */
export type AccountAction =
  'invite' | 'revoke' | 'accept' | 'role' | 'disable' | 'enable' | 'resetTwoFactor' | 'password' | 'create' | 'reset' | 'enrolTwoFactor';

export async function recordAccountAction(
  db: Pick<Database, 'insert'>,
  entry: { action: AccountAction; actorId: number | null; subjectEmail: string; detail?: string },
): Promise<void> {
  await db.insert(accountAudit).values(entry);
}
