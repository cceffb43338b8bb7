import 'server-only';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { isRole, type Role } from '@/config/permissions';
import type { Database } from '@/db/open';
import { accountAudit, staffInvitations, staffTwoFactor, users } from '@/db/schema';
import { isPlainText } from '@/lib/plain-text';
import { hashPassword, passwordProblem, verifyPassword } from '@/features/auth/password';
import { deleteOtherSessions } from '@/features/auth/sessions';
import { hashToken, newToken } from '@/features/auth/tokens';
import { removeTwoFactor } from '@/features/auth/two-factor';
import { recordAccountAction, type AccountAction } from '@/features/auth/account-audit';
import { normalizeEmail, setAccountDisabled } from '@/features/auth/users';
import type { Locale } from '@/i18n/config';

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type StaffMember = {
  id: number;
  email: string;
  role: string;
  disabled: boolean;
  twoFactor: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
};

/** Every staff account, admins first, then by e-mail. */
export async function staffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      twoFactorSince: staffTwoFactor.enabledAt,
    })
    .from(users)
    .leftJoin(staffTwoFactor, and(eq(staffTwoFactor.userId, users.id), isNotNull(staffTwoFactor.enabledAt)))
    .orderBy(users.role, users.email);
  return rows.map(({ disabledAt, twoFactorSince, ...row }) => ({ ...row, disabled: disabledAt !== null, twoFactor: twoFactorSince !== null }));
}

export type PendingInvitation = { id: number; email: string; role: string; invitedBy: string | null; expiresAt: Date };

/** Invitations not yet accepted, withdrawn or expired, newest first. */
export async function pendingInvitations(db: Database): Promise<PendingInvitation[]> {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: users.email,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(desc(staffInvitations.createdAt));
}

export type InviteResult =
  { ok: true; id: number; email: string; token: string; expiresAt: Date } | { ok: false; reason: 'email' | 'role' | 'exists' | 'disabled' };

/**
 * Invites `email` to join as `role`: a new token whose hash is kept, good for 72 hours. An earlier invitation to the
 * same address stops working. Refused for an address that already has an account (a disabled one is enabled
 * instead). The caller e-mails the link (`invitationMail`) in the same transaction's wake.
 */
export async function inviteStaff(db: Database, input: { email: string; role: string; locale: Locale; actorId: number }): Promise<InviteResult> {
  const email = normalizeEmail(input.email);
  // The visitor forms' rule too: no control or direction characters hidden in an address.
  if (!emailPattern.test(email) || email.length > 254 || !isPlainText(email, 'line')) return { ok: false, reason: 'email' };
  if (!isRole(input.role)) return { ok: false, reason: 'role' };
  const [existing] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.email, email));
  if (existing) return { ok: false, reason: existing.disabledAt ? 'disabled' : 'exists' };
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600 * 1000);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
    const [row] = await tx
      .insert(staffInvitations)
      .values({ email, role: input.role, locale: input.locale, tokenHash: hashToken(token), invitedBy: input.actorId, expiresAt })
      .returning({ id: staffInvitations.id });
    await recordAccountAction(tx, { action: 'invite', actorId: input.actorId, subjectEmail: email, detail: input.role });
    return row!.id;
  });
  return { ok: true, id, email, token, expiresAt };
}

/** Withdraws a pending invitation: its link stops working. False when there was none to withdraw. */
export async function revokeInvitation(db: Database, id: number, actorId: number): Promise<boolean> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ email: staffInvitations.email });
  if (!row) return false;
  await recordAccountAction(db, { action: 'revoke', actorId, subjectEmail: row.email });
  return true;
}

export type InvitationLookup = { ok: true; email: string; role: Role; locale: Locale } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

const invitationOf = (db: Database, token: string) =>
  db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .then((rows) => rows[0]);

function judge(row: typeof staffInvitations.$inferSelect | undefined, now = Date.now()): InvitationLookup {
  if (!row || !isRole(row.role)) return { ok: false, reason: 'unknown' };
  if (row.acceptedAt) return { ok: false, reason: 'used' };
  if (row.revokedAt || row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  return { ok: true, email: row.email, role: row.role, locale: row.locale === 'en' ? 'en' : 'ar' };
}

/** What an invitation link opens: the address and role it was sent for, or why it no longer works. */
export async function findInvitation(db: Database, token: string): Promise<InvitationLookup> {
  if (!token || token.length > 200) return { ok: false, reason: 'unknown' };
  return judge(await invitationOf(db, token));
}

export type AcceptResult = { ok: true; userId: number; role: Role } | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'exists' | 'password' };

/**
 * Accepts an invitation: the account is created with the password its owner chose, and the invitation is used up,
 * once, however many times the form is sent at the same moment (the row is locked).
 */
export async function acceptInvitation(db: Database, input: { token: string; password: string }): Promise<AcceptResult> {
  if (passwordProblem(input.password)) return { ok: false, reason: 'password' };
  // The link is checked before the password is hashed, so made-up links cost no password work.
  const early = await findInvitation(db, input.token);
  if (!early.ok) return early;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<AcceptResult> => {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(input.token)))
      .for('update');
    const found = judge(row);
    if (!found.ok) return found;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, found.email));
    if (taken) return { ok: false, reason: 'exists' };
    const [user] = await tx.insert(users).values({ email: found.email, passwordHash, role: found.role }).returning({ id: users.id });
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(staffInvitations.id, row!.id));
    await recordAccountAction(tx, { action: 'accept', actorId: user!.id, subjectEmail: found.email, detail: found.role });
    return { ok: true, userId: user!.id, role: found.role };
  });
}

export type ChangeResult = { ok: true } | { ok: false; reason: 'missing' | 'self' | 'lastAdmin' | 'role' };

/** Whether taking `userId` out of the admins (by a role change or by disabling) would leave no admin who can sign in. */
async function isLastAdmin(db: Database, userId: number): Promise<boolean> {
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)));
  return (others?.count ?? 0) === 0;
}

async function subject(db: Database, userId: number) {
  const [row] = await db.select({ email: users.email, role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Gives an account another role; it applies from the account's next request (roles are read with the session). An
 * admin never changes their own role, and the last admin stays one, so the staff are never locked out.
 */
export async function changeRole(db: Database, input: { userId: number; role: string; actorId: number }): Promise<ChangeResult> {
  if (!isRole(input.role)) return { ok: false, reason: 'role' };
  if (input.userId === input.actorId) return { ok: false, reason: 'self' };
  const person = await subject(db, input.userId);
  if (!person) return { ok: false, reason: 'missing' };
  if (person.role === input.role) return { ok: true };
  if (person.role === 'admin' && (await isLastAdmin(db, input.userId))) return { ok: false, reason: 'lastAdmin' };
  await db.update(users).set({ role: input.role }).where(eq(users.id, input.userId));
  await recordAccountAction(db, { action: 'role', actorId: input.actorId, subjectEmail: person.email, detail: input.role });
  return { ok: true };
}

/** Disables an account (its sessions end at once: the next request it makes is signed out) or enables it again. */
export async function setDisabled(db: Database, input: { userId: number; disabled: boolean; actorId: number }): Promise<ChangeResult> {
  if (input.userId === input.actorId) return { ok: false, reason: 'self' };
  const person = await subject(db, input.userId);
  if (!person) return { ok: false, reason: 'missing' };
  if (input.disabled && person.role === 'admin' && !person.disabledAt && (await isLastAdmin(db, input.userId))) {
    return { ok: false, reason: 'lastAdmin' };
  }
  await setAccountDisabled(db, input.userId, input.disabled);
  await recordAccountAction(db, { action: input.disabled ? 'disable' : 'enable', actorId: input.actorId, subjectEmail: person.email });
  return { ok: true };
}

/**
 * For a lost phone: turns the account's two-factor sign-in off and signs it out everywhere. It signs in again with its
 * password and, where its role requires it, sets two-factor sign-in up again at once. One's own is turned off on
 * one's security screen, with a code.
 */
export async function resetTwoFactor(db: Database, input: { userId: number; actorId: number }): Promise<ChangeResult> {
  if (input.userId === input.actorId) return { ok: false, reason: 'self' };
  const person = await subject(db, input.userId);
  if (!person) return { ok: false, reason: 'missing' };
  await removeTwoFactor(db, input.userId, { signOut: true });
  await recordAccountAction(db, { action: 'resetTwoFactor', actorId: input.actorId, subjectEmail: person.email });
  return { ok: true };
}

export type PasswordChange = { ok: true } | { ok: false; reason: 'current' | 'weak' | 'same' };

/**
 * Changes one's own password, given the current one; every other session of the account ends (the one asking is
 * kept), so a password someone else learnt stops working everywhere.
 */
export async function changeOwnPassword(
  db: Database,
  input: { userId: number; current: string; next: string; keepToken: string | undefined },
): Promise<PasswordChange> {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId));
  if (!row || !(await verifyPassword(input.current, row.passwordHash))) return { ok: false, reason: 'current' };
  if (passwordProblem(input.next)) return { ok: false, reason: 'weak' };
  if (input.next === input.current) return { ok: false, reason: 'same' };
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.next) })
    .where(eq(users.id, input.userId));
  await deleteOtherSessions(db, input.userId, input.keepToken);
  await recordAccountAction(db, { action: 'password', actorId: input.userId, subjectEmail: row.email });
  return { ok: true };
}

export type AccountAuditEntry = { id: number; action: AccountAction; actor: string | null; subjectEmail: string; detail: string | null; at: Date };

/** The newest entries of the accounts' audit log. */
export async function accountAuditLog(db: Database, limit = 50): Promise<AccountAuditEntry[]> {
  const rows = await db
    .select({
      id: accountAudit.id,
      action: accountAudit.action,
      actor: users.email,
      subjectEmail: accountAudit.subjectEmail,
      detail: accountAudit.detail,
      at: accountAudit.at,
    })
    .from(accountAudit)
    .leftJoin(users, eq(users.id, accountAudit.actorId))
    .orderBy(desc(accountAudit.at), desc(accountAudit.id))
    .limit(limit);
  return rows as AccountAuditEntry[];
}

/** The address of the account or invitation a staff notice is about, by its id (never by what an address carries). */
export async function subjectEmail(db: Database, subject: { user?: string; invitation?: string }): Promise<string | undefined> {
  const id = Number(subject.user ?? subject.invitation);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const [row] = subject.user
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, id))
    : await db.select({ email: staffInvitations.email }).from(staffInvitations).where(eq(staffInvitations.id, id));
  return row?.email;
}
