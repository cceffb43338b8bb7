import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { sessions, staffInvitations, users } from '@/db/schema';
import { attemptLogin } from '@/features/auth/login';
import { createSession, validateSession } from '@/features/auth/sessions';
import { enrolAccount } from '@/features/auth/two-factor';
import { setUserDisabled, upsertUser } from '@/features/auth/users';
import { testDatabases, uniqueIp } from '../../../tests/support/databases';
import {
  acceptInvitation,
  accountAuditLog,
  changeOwnPassword,
  changeRole,
  findInvitation,
  inviteStaff,
  pendingInvitations,
  resetTwoFactor,
  revokeInvitation,
  setDisabled,
  staffMembers,
} from './accounts.server';
import { invitationLink, invitationMail } from './invitation-mail';

/** Addresses unique per run, so runs on a shared PostgreSQL server only meet their own accounts. */
const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = (name: string) => `${name}.${marker}@example.com`;
const password = 'a long enough passphrase';

for (const target of testDatabases) {
  describe(`staff accounts on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let adminId: number;
    beforeAll(async () => {
      handle = await target.open();
      const [admin] = await handle.db
        .insert(users)
        .values({ email: address(`admin-${target.name.length}`), passwordHash: 'x', role: 'admin' })
        .returning({ id: users.id });
      adminId = admin!.id;
    });
    afterAll(async () => {
      await handle.close();
    });

    it('invites by e-mail with a link that works once, and creates the account its owner signs in to', async () => {
      const email = address('nadia');
      const invited = await inviteStaff(handle.db, { email: ` ${email.toUpperCase()} `, role: 'editor', locale: 'ar', actorId: adminId });
      if (!invited.ok) throw new Error('expected an invitation');
      expect(invited.email).toBe(email);
      expect(invited.expiresAt.getTime() - Date.now()).toBeGreaterThan(71 * 3600 * 1000);
      // Only the token's hash is stored.
      const [row] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.id, invited.id));
      expect(row?.tokenHash).not.toContain(invited.token);
      expect((await pendingInvitations(handle.db)).map((invitation) => invitation.email)).toContain(email);

      expect(await findInvitation(handle.db, invited.token)).toEqual({ ok: true, email, role: 'editor', locale: 'ar' });
      expect(await acceptInvitation(handle.db, { token: invited.token, password: 'too short' })).toEqual({ ok: false, reason: 'password' });
      const accepted = await acceptInvitation(handle.db, { token: invited.token, password });
      expect(accepted).toMatchObject({ ok: true, role: 'editor' });
      expect(await acceptInvitation(handle.db, { token: invited.token, password })).toEqual({ ok: false, reason: 'used' });
      expect(await findInvitation(handle.db, invited.token)).toEqual({ ok: false, reason: 'used' });
      expect(await findInvitation(handle.db, 'not-a-token')).toEqual({ ok: false, reason: 'unknown' });

      const login = await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 });
      expect(login).toMatchObject({ ok: true, role: 'editor' });
      expect((await staffMembers(handle.db)).find((person) => person.email === email)?.lastSignInAt).toBeInstanceOf(Date);
      // An address with an account is not invited again.
      expect(await inviteStaff(handle.db, { email, role: 'admin', locale: 'en', actorId: adminId })).toEqual({ ok: false, reason: 'exists' });
    });

    it('refuses a bad address or role, and a newer invitation or a withdrawal ends the older link', async () => {
      expect(await inviteStaff(handle.db, { email: 'not an address', role: 'editor', locale: 'en', actorId: adminId })).toEqual({
        ok: false,
        reason: 'email',
      });
      // A control or direction character hidden in an address is refused as the visitor forms refuse it.
      for (const hidden of [`a\u0000b.${marker}@example.com`, `\u202Eab.${marker}@example.com`]) {
        expect(await inviteStaff(handle.db, { email: hidden, role: 'editor', locale: 'en', actorId: adminId }), hidden).toEqual({
          ok: false,
          reason: 'email',
        });
      }
      expect(await inviteStaff(handle.db, { email: address('x'), role: 'owner', locale: 'en', actorId: adminId })).toEqual({
        ok: false,
        reason: 'role',
      });
      const first = await inviteStaff(handle.db, { email: address('omar'), role: 'editor', locale: 'en', actorId: adminId });
      const second = await inviteStaff(handle.db, { email: address('omar'), role: 'admin', locale: 'en', actorId: adminId });
      if (!first.ok || !second.ok) throw new Error('expected invitations');
      expect(await findInvitation(handle.db, first.token)).toEqual({ ok: false, reason: 'expired' });
      expect(await findInvitation(handle.db, second.token)).toMatchObject({ ok: true, role: 'admin' });
      expect(await revokeInvitation(handle.db, second.id, adminId)).toBe(true);
      expect(await revokeInvitation(handle.db, second.id, adminId)).toBe(false);
      expect(await acceptInvitation(handle.db, { token: second.token, password })).toEqual({ ok: false, reason: 'expired' });

      const late = await inviteStaff(handle.db, { email: address('late'), role: 'editor', locale: 'en', actorId: adminId });
      if (!late.ok) throw new Error('expected an invitation');
      await handle.db
        .update(staffInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffInvitations.id, late.id));
      expect(await findInvitation(handle.db, late.token)).toEqual({ ok: false, reason: 'expired' });
    });

    it('changes roles, disables (ending every session at once) and enables, but never the admin’s own account', async () => {
      const invited = await inviteStaff(handle.db, { email: address('sara'), role: 'editor', locale: 'en', actorId: adminId });
      if (!invited.ok) throw new Error('expected an invitation');
      const accepted = await acceptInvitation(handle.db, { token: invited.token, password });
      if (!accepted.ok) throw new Error('expected an account');
      const token = await createSession(handle.db, accepted.userId);

      expect(await changeRole(handle.db, { userId: accepted.userId, role: 'admin', actorId: adminId })).toEqual({ ok: true });
      expect((await validateSession(handle.db, token))?.role).toBe('admin');
      expect(await changeRole(handle.db, { userId: accepted.userId, role: 'editor', actorId: adminId })).toEqual({ ok: true });
      expect(await changeRole(handle.db, { userId: adminId, role: 'editor', actorId: adminId })).toEqual({ ok: false, reason: 'self' });
      expect(await setDisabled(handle.db, { userId: adminId, disabled: true, actorId: adminId })).toEqual({ ok: false, reason: 'self' });

      expect(await setDisabled(handle.db, { userId: accepted.userId, disabled: true, actorId: adminId })).toEqual({ ok: true });
      expect(await validateSession(handle.db, token)).toBeUndefined();
      expect(await attemptLogin(handle.db, { email: address('sara'), password, ip: uniqueIp(), slowdownMs: 0 })).toMatchObject({ ok: false });
      expect(await inviteStaff(handle.db, { email: address('sara'), role: 'editor', locale: 'en', actorId: adminId })).toEqual({
        ok: false,
        reason: 'disabled',
      });
      expect(await setDisabled(handle.db, { userId: accepted.userId, disabled: false, actorId: adminId })).toEqual({ ok: true });
      expect(await attemptLogin(handle.db, { email: address('sara'), password, ip: uniqueIp(), slowdownMs: 0 })).toMatchObject({ ok: true });
    });

    it('resets a lost two-factor sign-in, signing the account out', async () => {
      const invited = await inviteStaff(handle.db, { email: address('lina'), role: 'editor', locale: 'en', actorId: adminId });
      if (!invited.ok) throw new Error('expected an invitation');
      const accepted = await acceptInvitation(handle.db, { token: invited.token, password });
      if (!accepted.ok) throw new Error('expected an account');
      await enrolAccount(handle.db, accepted.userId);
      const token = await createSession(handle.db, accepted.userId);
      expect((await staffMembers(handle.db)).find((person) => person.id === accepted.userId)?.twoFactor).toBe(true);
      expect(await resetTwoFactor(handle.db, { userId: accepted.userId, actorId: adminId })).toEqual({ ok: true });
      expect(await validateSession(handle.db, token)).toBeUndefined();
      expect((await staffMembers(handle.db)).find((person) => person.id === accepted.userId)?.twoFactor).toBe(false);
    });

    it('changes one’s own password given the current one, ending the other sessions only', async () => {
      const invited = await inviteStaff(handle.db, { email: address('huda'), role: 'editor', locale: 'en', actorId: adminId });
      if (!invited.ok) throw new Error('expected an invitation');
      const accepted = await acceptInvitation(handle.db, { token: invited.token, password });
      if (!accepted.ok) throw new Error('expected an account');
      const here = await createSession(handle.db, accepted.userId);
      const elsewhere = await createSession(handle.db, accepted.userId);
      const change = (current: string, next: string) => changeOwnPassword(handle.db, { userId: accepted.userId, current, next, keepToken: here });
      expect(await change('wrong password!!', 'another long passphrase')).toEqual({ ok: false, reason: 'current' });
      expect(await change(password, 'short')).toEqual({ ok: false, reason: 'weak' });
      expect(await change(password, password)).toEqual({ ok: false, reason: 'same' });
      expect(await change(password, 'another long passphrase')).toEqual({ ok: true });
      expect(await validateSession(handle.db, here)).toBeDefined();
      expect(await validateSession(handle.db, elsewhere)).toBeUndefined();
      expect(
        await attemptLogin(handle.db, { email: address('huda'), password: 'another long passphrase', ip: uniqueIp(), slowdownMs: 0 }),
      ).toMatchObject({
        ok: true,
      });
    });

    it('writes every action in the accounts’ audit log, newest first, with who did it', async () => {
      // The command line's actions are in it too, with no account as their author.
      await upsertUser(handle.db, { email: address('cli'), password, role: 'editor' });
      await setUserDisabled(handle.db, address('cli'), true);
      const log = (await accountAuditLog(handle.db, 200)).filter((entry) => entry.subjectEmail.includes(marker));
      expect(log.filter((entry) => entry.subjectEmail === address('cli')).map((entry) => [entry.action, entry.actor])).toEqual([
        ['disable', null],
        ['create', null],
      ]);
      const actions = new Set(log.map((entry) => entry.action));
      for (const action of ['invite', 'revoke', 'accept', 'role', 'disable', 'enable', 'resetTwoFactor', 'password'])
        expect(actions).toContain(action);
      const roleChange = log.find((entry) => entry.action === 'role' && entry.subjectEmail === address('sara'));
      expect(roleChange).toMatchObject({ actor: address(`admin-${target.name.length}`), detail: 'editor' });
      expect(log.map((entry) => entry.at.getTime())).toEqual([...log.map((entry) => entry.at.getTime())].sort((a, b) => b - a));
    });

    it('keeps the last active administrator one', async () => {
      const { db } = handle;
      const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      // On a shared server other runs' administrators exist; the rule is checked where this run's is the only one.
      if (admins.length !== 1) return;
      const invited = await inviteStaff(db, { email: address('second-admin'), role: 'admin', locale: 'en', actorId: adminId });
      if (!invited.ok) throw new Error('expected an invitation');
      const accepted = await acceptInvitation(db, { token: invited.token, password });
      if (!accepted.ok) throw new Error('expected an account');
      // The new admin may not demote or disable the first while that would leave no other… but may while one remains.
      expect(await setDisabled(db, { userId: adminId, disabled: true, actorId: accepted.userId })).toEqual({ ok: true });
      expect(await changeRole(db, { userId: accepted.userId, role: 'editor', actorId: adminId })).toEqual({ ok: false, reason: 'lastAdmin' });
      expect(await setDisabled(db, { userId: accepted.userId, disabled: true, actorId: adminId })).toEqual({ ok: false, reason: 'lastAdmin' });
      expect(await db.select().from(sessions).where(eq(sessions.userId, adminId))).toEqual([]);
    });
  });
}

describe('the invitation e-mail', () => {
  it('holds the link in the chosen language first, the role and who invited, and no password', () => {
    const mail = invitationMail({
      siteUrl: 'https://www.example.sa/',
      group: { ar: 'مجموعة الساحل الصناعية', en: 'Sahel Industrial Group' },
      locale: 'en',
      token: 'abc_DEF-123',
      role: 'editor',
      email: 'new.editor@example.sa',
      invitedBy: 'admin@example.sa',
    });
    expect(invitationLink('https://www.example.sa/', 'en', 'abc_DEF-123')).toBe('https://www.example.sa/en/admin/welcome?token=abc_DEF-123');
    expect(invitationLink('https://www.example.sa', 'ar', 't')).toBe('https://www.example.sa/admin/welcome?token=t');
    expect(mail.subject.startsWith('Invitation')).toBe(true);
    expect(mail.text.indexOf('has invited you')).toBeLessThan(mail.text.indexOf('دعاك'));
    expect(mail.text).toContain('https://www.example.sa/en/admin/welcome?token=abc_DEF-123');
    expect(mail.text).toContain('admin@example.sa');
    expect(mail.text).toContain('signing in as new.editor@example.sa');
    expect(mail.text).toContain('72');
  });
});
