import 'server-only';
import { and, asc, eq, isNotNull, isNull, lte, gte, or, sql } from 'drizzle-orm';
import { certificateReminderDays, isCertificateArea, type CertificateArea } from '@/config/certificates';
import type { Database } from '@/db/open';
import { certificates, mediaFiles, users } from '@/db/schema';
import { rowsOf } from '@/lib/rate-limit.server';

type Words = { ar: string; en: string };

export type Certificate = {
  id: number;
  standard: string;
  title: Words;
  scope: Words;
  issuer?: Words;
  number?: string;
  areas: CertificateArea[];
  icon?: string;
  image?: string;
  /** The certificate's PDF, where one was uploaded: its id, address and download name. */
  file?: { id: string; href: string; name: string };
  validFrom?: string;
  validUntil?: string;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The cache tag of everything drawn from the library: saving a certificate, and the turn of a Riyadh day, renew it. */
export const certificatesTag = 'certificates';

/** Where an uploaded PDF is served (as an attachment). */
export const filePath = (id: string) => `/media/files/${id}.pdf`;

const present = <T>(value: T | null): T | undefined => value ?? undefined;

/** ISO 9001 before ISO 14001: numbers within a standard's name are read as numbers. */
const byStandard = new Intl.Collator('en', { numeric: true });

/** Every certificate, valid or not, by standard (the staff list, and the pages, which then keep the valid ones). */
export async function listCertificates(db: Database): Promise<Certificate[]> {
  const rows = await db
    .select({ certificate: certificates, fileName: mediaFiles.name, updatedBy: users.email })
    .from(certificates)
    .leftJoin(mediaFiles, eq(mediaFiles.id, certificates.fileId))
    .leftJoin(users, eq(users.id, certificates.updatedBy))
    .orderBy(asc(certificates.id));
  return rows
    .sort((a, b) => byStandard.compare(a.certificate.standard, b.certificate.standard))
    .map(({ certificate: row, fileName, updatedBy }) => ({
      id: row.id,
      standard: row.standard,
      title: row.title,
      scope: row.scope,
      issuer: present(row.issuer),
      number: present(row.number),
      areas: row.areas.filter(isCertificateArea),
      icon: present(row.icon),
      image: present(row.image),
      file: row.fileId && fileName ? { id: row.fileId, href: filePath(row.fileId), name: fileName } : undefined,
      validFrom: present(row.validFrom),
      validUntil: present(row.validUntil),
      updatedAt: row.updatedAt,
      updatedBy,
    }));
}

/** Whether a certificate is shown on `day` (a Riyadh `YYYY-MM-DD`): it has started and not yet expired. */
export const isValidOn = (certificate: Pick<Certificate, 'validFrom' | 'validUntil'>, day: string) =>
  (!certificate.validFrom || certificate.validFrom <= day) && (!certificate.validUntil || certificate.validUntil >= day);

/** What staff give a certificate: everything it shows, and the id of its uploaded PDF. */
export type CertificateInput = Omit<Certificate, 'id' | 'file' | 'updatedAt' | 'updatedBy'> & { fileId?: string };

/**
 * Adds a certificate, or replaces one's details (`id`). A new expiry date (a renewal) is warned of again; the old
 * file stays stored only while another certificate uses it.
 */
export async function saveCertificate(
  db: Database,
  { id, input, userId }: { id?: number; input: CertificateInput; userId: number },
): Promise<number | undefined> {
  const values = {
    standard: input.standard,
    title: input.title,
    scope: input.scope,
    issuer: input.issuer ?? null,
    number: input.number ?? null,
    areas: input.areas,
    icon: input.icon ?? null,
    image: input.image ?? null,
    fileId: input.fileId ?? null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    if (id === undefined) {
      const [created] = await tx.insert(certificates).values(values).returning({ id: certificates.id });
      return created!.id;
    }
    const [before] = await tx.select({ fileId: certificates.fileId }).from(certificates).where(eq(certificates.id, id)).for('update');
    if (!before) return undefined;
    await tx
      .update(certificates)
      .set({
        ...values,
        remindedFor: sql`case when ${certificates.validUntil} is distinct from ${values.validUntil}::date then null else ${certificates.remindedFor} end`,
      })
      .where(eq(certificates.id, id));
    if (before.fileId && before.fileId !== values.fileId) await dropFileIfUnused(tx, before.fileId);
    return id;
  });
}

/** Removes a certificate from the library and the pages, and its PDF with it. */
export async function deleteCertificate(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(certificates).where(eq(certificates.id, id)).returning({ fileId: certificates.fileId });
    if (!deleted) return false;
    if (deleted.fileId) await dropFileIfUnused(tx, deleted.fileId);
    return true;
  });
}

async function dropFileIfUnused(db: Database, fileId: string) {
  await db.execute(sql`delete from media_files where id = ${fileId} and not exists (select 1 from certificates where file_id = ${fileId})`);
}

/** Stores an uploaded document, already checked; its id for the certificate to name. */
export async function storeFile(db: Database, file: { id: string; mime: string; name: string; data: Buffer; userId: number }): Promise<string> {
  await db
    .insert(mediaFiles)
    .values({ id: file.id, mime: file.mime, name: file.name, bytes: file.data.byteLength, data: file.data, createdBy: file.userId });
  return file.id;
}

export async function getFile(db: Database, id: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}

/** A PDF uploaded for a certificate that was never saved with it is dropped after a day. */
export async function pruneOrphanFiles(db: Database): Promise<number> {
  return rowsOf<unknown>(
    await db.execute(sql`
      delete from media_files where created_at < now() - interval '1 day'
        and not exists (select 1 from certificates where file_id = media_files.id) returning id`),
  ).length;
}

export type DueReminder = { id: number; standard: string; title: Words; validUntil: string };

/**
 * Claims the certificates that expire within the reminder window from `today` and were not yet warned of for that
 * expiry date; the claim and what the caller queues with it are one transaction (`work`), so each expiry date is
 * warned of once, whichever instance gets there first.
 */
export async function claimDueReminders(
  db: Database,
  today: string,
  work: (tx: Database, due: DueReminder[]) => Promise<void>,
): Promise<DueReminder[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(certificates)
      .set({ remindedFor: sql`${certificates.validUntil}` })
      .where(
        and(
          isNotNull(certificates.validUntil),
          gte(certificates.validUntil, today),
          lte(certificates.validUntil, sql`(${today}::date + ${certificateReminderDays}::integer)`),
          or(isNull(certificates.remindedFor), sql`${certificates.remindedFor} <> ${certificates.validUntil}`),
        ),
      )
      .returning({ id: certificates.id, standard: certificates.standard, title: certificates.title, validUntil: certificates.validUntil });
    const claimed = due.flatMap((row) => (row.validUntil ? [{ ...row, validUntil: row.validUntil }] : []));
    if (claimed.length > 0) await work(tx, claimed);
    return claimed;
  });
}
