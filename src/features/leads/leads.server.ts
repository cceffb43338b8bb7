import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { asPlainLine } from '@/lib/plain-text';
import { leads } from '@/db/schema';
import type { LeadFormKey, LeadInput } from './forms';
import { enqueueMail } from './outbox.server';
import type { MailSettings } from './mail.server';

export const leadStatuses = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export type Lead = typeof leads.$inferSelect;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}

export type NewLead = { form: LeadFormKey; page: string; locale: string; input: LeadInput; details?: Record<string, unknown> };

export const notificationKey = (leadId: number) => `lead:${leadId}`;

/**
 * The notification staff receive: plain text only, so nothing a visitor typed is ever rendered as HTML. Field
 * values are folded onto their line (line breaks, controls and direction controls become spaces) and the message is
 * quoted line by line, so a line break typed into a name cannot add lines that look like the site's own ("Email:",
 * "Received …"), nor a right-to-left override turn a name around in the subject.
 */
export function notificationFor(lead: Lead): { subject: string; text: string } {
  const oneLine = asPlainLine;
  const short = (value: string) => oneLine(value).slice(0, 80);
  const quoted = (value: string) => value.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => `> ${line}`);
  const lines = [
    `New enquiry #${lead.id} from the ${lead.form} form (${lead.locale}), page ${oneLine(lead.page)}`,
    '',
    `Name:    ${oneLine(lead.name)}`,
    `Email:   ${oneLine(lead.email)}`,
    ...(lead.phone ? [`Phone:   ${oneLine(lead.phone)}`] : []),
    ...(lead.company ? [`Company: ${oneLine(lead.company)}`] : []),
    `Service: ${oneLine(lead.service)}`,
    '',
    'Message:',
    ...quoted(lead.message),
    ...(lead.details ? ['', 'Details:', JSON.stringify(lead.details, null, 2)] : []),
    '',
    `Received ${lead.createdAt.toISOString()}. Open the leads inbox to reply and update its status.`,
  ];
  return { subject: `New enquiry #${lead.id}: ${short(lead.service)} (${short(lead.name)})`, text: lines.join('\n') };
}

/**
 * Stores the enquiry and queues its notification (when mail is on) in one transaction: either both are stored or
 * neither is, and the error reaches the visitor as "try again". The lead is safe once this returns.
 */
export async function createLead(db: Database, lead: NewLead, mail: MailSettings): Promise<Lead> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        form: lead.form,
        page: lead.page,
        locale: lead.locale,
        name: lead.input.name,
        email: lead.input.email,
        phone: lead.input.phone ?? null,
        company: lead.input.company ?? null,
        service: lead.input.service,
        message: lead.input.message,
        details: lead.details ?? null,
      })
      .returning();
    const stored = row!;
    if (mail.smtpUrl) await enqueueMail(tx, { dedupeKey: notificationKey(stored.id), to: mail.inquiryTo, ...notificationFor(stored) });
    return stored;
  });
}

export type LeadFilters = { form?: string; status?: string; from?: string; to?: string; q?: string; page?: number };
export const LEADS_PAGE_SIZE = 25;

function whereOf(filters: LeadFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.form) conditions.push(eq(leads.form, filters.form));
  if (isLeadStatus(filters.status)) conditions.push(eq(leads.status, filters.status));
  const from = parseDay(filters.from);
  const to = parseDay(filters.to);
  if (from) conditions.push(gte(leads.createdAt, from));
  if (to) conditions.push(lt(leads.createdAt, new Date(to.getTime() + 86_400_000)));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.company, pattern),
        ilike(leads.message, pattern),
        ilike(leads.phone, pattern),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A `YYYY-MM-DD` day as the start of that day in Riyadh (UTC+3, no daylight saving). */
function parseDay(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00+03:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Newest first, one page at a time, with the total for paging. */
export async function listLeads(db: Database, filters: LeadFilters) {
  const where = whereOf(filters);
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((page - 1) * LEADS_PAGE_SIZE),
    db.select({ value: count() }).from(leads).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page, pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / LEADS_PAGE_SIZE)) };
}

/** Every lead matching the filters, newest first (for the CSV export). */
export async function allLeads(db: Database, filters: LeadFilters) {
  return db.select().from(leads).where(whereOf(filters)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(50_000);
}

export async function getLead(db: Database, id: number): Promise<Lead | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

export async function setLeadStatus(db: Database, id: number, status: LeadStatus): Promise<boolean> {
  const updated = await db
    .update(leads)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return updated.length === 1;
}

export async function countNewLeads(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads).where(eq(leads.status, 'new'));
  return row?.value ?? 0;
}

const csvColumns = ['id', 'createdAt', 'status', 'form', 'locale', 'page', 'name', 'email', 'phone', 'company', 'service', 'message'] as const;

/**
 * What a spreadsheet may pass over before it reads a formula: spaces, controls and invisible characters (zero-width
 * and direction characters, joiners, combining marks, Hangul and Braille blanks). `\u200B=HYPERLINK(…)` looks like
 * text but is a formula to a program that skips the zero-width space.
 */
const formulaStart = /^[\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** A phone number as people write it: digits, spaces and + ( ) . / - only, so never a function call or a reference. */
const phoneLike = /^[\d\s+()./-]+$/;

/**
 * One CSV cell. A formula (=, +, - or @, also behind invisible characters or in full width) gets a leading `'`, the
 * common escape; the quote shows, which is right for such text. A phone number would show it too (`'+966 …`), and
 * Excel would read `+966 55 …` as a formula and `0551234567` as the number 551234567, so it goes out as text behind a
 * left-to-right mark: a spreadsheet shows it exactly as typed, with no visible mark, left to right in an Arabic
 * sheet too, and it is no formula because it does not start with one. Were a program to skip the mark anyway,
 * digits and + - ( ) . / make arithmetic at worst, never a call.
 */
function csvCell(value: unknown, column: (typeof csvColumns)[number]): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (column === 'phone' && phoneLike.test(text)) text = `\u200E${text}`;
  else if (formulaStart.test(text) || /^[\t\r]/.test(text)) text = `'${text}`;
  // Quoted when it holds a separator: a comma, or the semicolon spreadsheet programs use in many locales.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a UTF-8 byte-order mark so spreadsheet programs open Arabic text correctly. */
export function leadsToCsv(rows: Lead[]): string {
  const lines = [csvColumns.join(','), ...rows.map((row) => csvColumns.map((column) => csvCell(row[column], column)).join(','))];
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
