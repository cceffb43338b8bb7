import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { certificates, outbox, users } from '@/db/schema';
import CacheHandler from '@/lib/next-cache/handler.mjs';
import { testDatabases } from '../../../tests/support/databases';
import {
  claimDueReminders,
  deleteCertificate,
  getFile,
  isValidOn,
  listCertificates,
  saveCertificate,
  storeFile,
  type CertificateInput,
} from './store.server';
import { runCertificatePass } from './worker.server';

/** Standards and addresses unique per run, so runs on a shared PostgreSQL server only meet their own rows. */
const marker = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const input = (standard: string, validUntil?: string): CertificateInput => ({
  standard: `${standard} ${marker}`,
  title: { ar: 'إدارة الجودة', en: 'Quality management' },
  scope: { ar: 'التصميم والإنتاج', en: 'Design and production' },
  areas: ['group', 'energy'],
  validUntil,
});

for (const target of testDatabases) {
  describe(`the certificates library on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let userId: number;
    const email = `certificates-${target.name.length}.${marker}@example.com`;
    // The shared database holds every earlier run's staff: this run's reminders go to its own editor only.
    const onlyMe = async () => [email];
    beforeAll(async () => {
      handle = await target.open();
      const [user] = await handle.db.insert(users).values({ email, passwordHash: 'x', role: 'editor' }).returning({ id: users.id });
      userId = user!.id;
    });
    afterAll(async () => {
      // The reminders went to every active editor and admin of a shared database: this run's leave with its certificates,
      // so later suites delivering the outbox (the leads pipeline) do not meet them.
      const ours = await handle.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(like(certificates.standard, `%${marker}`));
      for (const { id } of ours) {
        await handle.db.delete(outbox).where(like(outbox.dedupeKey, `certificate:${id}:%`));
        await handle.db.delete(certificates).where(eq(certificates.id, id));
      }
      await handle.close();
    });

    it('starts with the three certificates the site launched with, their dates for the company to record', async () => {
      const launched = (await listCertificates(handle.db)).filter((certificate) =>
        ['ISO 9001:2015', 'ISO 14001:2015', 'ISO 45001:2018'].includes(certificate.standard),
      );
      expect(launched.map((certificate) => certificate.standard).sort()).toEqual(['ISO 14001:2015', 'ISO 45001:2018', 'ISO 9001:2015']);
      expect(launched.every((certificate) => !certificate.validUntil && !certificate.issuer && certificate.title.ar && certificate.title.en)).toBe(
        true,
      );
    });

    it('shows a certificate from its first valid day through its last, Riyadh days', () => {
      expect(isValidOn({ validFrom: '2026-01-10', validUntil: '2026-12-31' }, '2026-01-09')).toBe(false);
      expect(isValidOn({ validFrom: '2026-01-10', validUntil: '2026-12-31' }, '2026-01-10')).toBe(true);
      expect(isValidOn({ validFrom: '2026-01-10', validUntil: '2026-12-31' }, '2026-12-31')).toBe(true);
      expect(isValidOn({ validFrom: '2026-01-10', validUntil: '2026-12-31' }, '2027-01-01')).toBe(false);
      expect(isValidOn({}, '2027-01-01')).toBe(true);
    });

    it('warns of an expiry 60 days ahead once, again after a renewal, and never of one further off or past', async () => {
      const today = '2026-11-29';
      const soon = await saveCertificate(handle.db, { input: input('ISO 9001:2015', '2026-12-29'), userId });
      const far = await saveCertificate(handle.db, { input: input('ISO 14001:2015', '2027-06-01'), userId });
      const past = await saveCertificate(handle.db, { input: input('ISO 45001:2018', '2026-11-28'), userId });
      const claimed = async () =>
        (await claimDueReminders(handle.db, today, async () => {})).filter((due) => [soon, far, past].includes(due.id)).map((due) => due.id);
      expect(await claimed()).toEqual([soon]);
      expect(await claimed()).toEqual([]);
      // Renewed, then with a new expiry date coming close again: warned once more.
      await saveCertificate(handle.db, { id: soon, input: input('ISO 9001:2015', '2027-01-20'), userId });
      expect(await claimed()).toEqual([soon]);
      // Several instances at once: one of them sends it.
      await saveCertificate(handle.db, { id: far, input: input('ISO 14001:2015', '2027-01-10'), userId });
      const passes = await Promise.all([0, 1, 2].map(() => claimed()));
      expect(passes.flat()).toEqual([far]);
    });

    it('e-mails through the outbox when a certificate enters its last 60 days', async () => {
      const id = await saveCertificate(handle.db, { input: input('ISO 27001:2022', '2026-12-29'), userId });
      const due = await runCertificatePass(handle.db, new Date('2026-11-29T09:00:00+03:00'), onlyMe);
      expect(due.map((reminder) => reminder.id)).toContain(id);
      const mails = await handle.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `certificate:${id}:%`));
      const mine = mails.find((mail) => mail.to === email);
      expect(mine?.subject).toContain('ISO 27001:2022');
      expect(mine?.text).toContain('in 30 days');
      expect(mine?.text).toContain(`/admin/certificates/${id}`);
    });

    it('has every page drawn again when the Riyadh day turns, so a certificate leaves on its date by itself', async () => {
      const handler = new CacheHandler();
      const key = `${marker}-${target.name.length}-certificates-page`;
      await runCertificatePass(handle.db, new Date('2026-11-29T23:58:00+03:00'), onlyMe);
      await handler.set(key, { kind: 'FETCH', data: {} }, { tags: ['certificates'] });
      await runCertificatePass(handle.db, new Date('2026-11-29T23:59:00+03:00'), onlyMe);
      expect(await handler.get(key, { kind: 'FETCH' })).not.toBeNull();
      await runCertificatePass(handle.db, new Date('2026-11-30T00:00:30+03:00'), onlyMe);
      expect(await handler.get(key, { kind: 'FETCH' })).toBeNull();
    });

    it('deletes a certificate with its PDF, and keeps a PDF another certificate uses', async () => {
      const fileId = `00000000-0000-4000-8000-${Date.now().toString().slice(-12).padStart(12, '0')}`;
      await storeFile(handle.db, { id: fileId, mime: 'application/pdf', name: 'iso.pdf', data: Buffer.from('%PDF-1.7\n%%EOF'), userId });
      const first = await saveCertificate(handle.db, { input: { ...input('ISO 50001:2018'), fileId }, userId });
      const second = await saveCertificate(handle.db, { input: { ...input('ISO 50001:2018 copy'), fileId }, userId });
      expect((await listCertificates(handle.db)).find((certificate) => certificate.id === first)?.file).toEqual({
        id: fileId,
        href: `/media/files/${fileId}.pdf`,
        name: 'iso.pdf',
      });
      expect(await deleteCertificate(handle.db, first!)).toBe(true);
      expect(await getFile(handle.db, fileId)).toBeDefined();
      expect(await deleteCertificate(handle.db, second!)).toBe(true);
      expect(await getFile(handle.db, fileId)).toBeUndefined();
      expect(await handle.db.select().from(certificates).where(eq(certificates.id, first!))).toEqual([]);
      expect(await deleteCertificate(handle.db, first!)).toBe(false);
    });
  });
}
