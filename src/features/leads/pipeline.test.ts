import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { rowsOf } from '@/lib/rate-limit.server';
import { startSmtp, waitFor } from '../../../tests/support/smtp';
import { testDatabases, uniqueIp } from '../../../tests/support/databases';
import { getLead, leadsToCsv, listLeads, notificationFor, notificationKey, setLeadStatus } from './leads.server';
import type { MailSettings } from './mail.server';
import { backoffSeconds, deliverDueMail, enqueueMail, mailStatusFor, messageIdFor } from './outbox.server';
import { enquiryLimit, submitLead } from './submit.server';
import { parseEnv } from '@/env';

const enquiry = {
  name: 'سارة الحربي',
  email: 'sara@example.com',
  phone: '+966 55 000 1111',
  service: 'solar-power-systems',
  message: 'نحتاج نظامًا شمسيًا لمزرعة.\n<script>alert(1)</script>',
};

for (const target of testDatabases) {
  describe(`lead pipeline on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    const context = (mail: MailSettings) => ({ db: handle.db, ip: uniqueIp(), locale: 'ar', page: '/energy/contact', mail });

    it('stores the enquiry, then e-mails staff exactly once, as plain text', async () => {
      const smtp = await startSmtp();
      const mail = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'site@example.com', inquiryTo: 'sales@example.com' };
      try {
        // The delivery pass the enquiry starts once it is answered, kept so the test knows when it is over.
        let nudged: Promise<void> | undefined;
        const outcome = await submitLead('energy-contact', enquiry, { ...context(mail), afterResponse: (task) => void (nudged = task()) });
        expect(outcome.kind).toBe('stored');
        const leadId = (outcome as { leadId: number }).leadId;
        expect(await getLead(handle.db, leadId)).toMatchObject({ name: 'سارة الحربي', status: 'new', form: 'energy-contact' });

        const mine = () => smtp.received.filter((m) => m.raw.includes(`#${leadId}`));
        await nudged;
        await waitFor(async () => (await mailStatusFor(handle.db, notificationKey(leadId)))?.status === 'sent');
        // Both passes are over, and the mail server records a message before accepting it: whatever either sent is counted.
        expect(await deliverDueMail(handle.db, mail)).toBe(0);
        expect(mine()).toHaveLength(1);
        expect(mine()[0]!.to).toEqual(['sales@example.com']);
        expect(mine()[0]!.raw).toMatch(/Content-Type: text\/plain/i);
        expect(mine()[0]!.raw).not.toMatch(/text\/html/i);
        expect((await mailStatusFor(handle.db, notificationKey(leadId)))?.status).toBe('sent');
      } finally {
        await smtp.close();
      }
    });

    it('keeps the lead when the mail server is down and delivers once it is back', async () => {
      const probe = await startSmtp();
      const port = probe.port;
      await probe.close();
      const mail = { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@example.com', inquiryTo: 'sales@example.com' };

      const outcome = await submitLead('contact', { ...enquiry, service: 'other' }, context(mail));
      expect(outcome.kind).toBe('stored');
      const leadId = (outcome as { leadId: number }).leadId;
      const key = notificationKey(leadId);
      await waitFor(async () => (await mailStatusFor(handle.db, key))?.attempts === 1 && !!(await mailStatusFor(handle.db, key))?.last_error);
      expect((await mailStatusFor(handle.db, key))?.status).toBe('pending');

      const smtp = await startSmtp(port);
      try {
        await handle.db.execute(sql`update outbox set next_attempt_at = now() where dedupe_key = ${key}`);
        await deliverDueMail(handle.db, mail);
        await deliverDueMail(handle.db, mail);
        expect(smtp.received.filter((m) => m.raw.includes(`#${leadId}`))).toHaveLength(1);
        expect((await mailStatusFor(handle.db, key))?.status).toBe('sent');
      } finally {
        await smtp.close();
      }
    });

    it('stores the lead and its notification together or not at all', async () => {
      // A failure injected after the lead is inserted: the database refuses the notification for this recipient.
      const fn = `refuse_outbox_${process.pid}_${Date.now()}`;
      const to = `${fn}@example.com`;
      await handle.db.execute(
        sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
          begin if new."to" = '${to}' then raise exception 'injected failure'; end if; return new; end $$`),
      );
      await handle.db.execute(sql.raw(`create trigger ${fn} before insert on outbox for each row execute function ${fn}()`));
      try {
        const marker = `atomic-${Date.now()}`;
        const mail = { smtpUrl: 'smtp://127.0.0.1:9', from: 'site@example.com', inquiryTo: to };
        await expect(submitLead('contact', { ...enquiry, service: 'other', company: marker }, context(mail))).rejects.toThrow();
        expect((await listLeads(handle.db, { q: marker })).total).toBe(0);
        expect(rowsOf(await handle.db.execute(sql`select id from outbox where "to" = ${to}`))).toHaveLength(0);
      } finally {
        await handle.db.execute(sql.raw(`drop trigger ${fn} on outbox`));
        await handle.db.execute(sql.raw(`drop function ${fn}()`));
      }
    });

    it('sends every copy of a message with one Message-ID, derived from the lead and its outbox row', async () => {
      const smtp = await startSmtp();
      const mail = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'site@example.com', inquiryTo: 'sales@example.com' };
      try {
        const outcome = (await submitLead('contact', { ...enquiry, service: 'other' }, context(mail))) as { leadId: number };
        const key = notificationKey(outcome.leadId);
        const mine = () => smtp.received.filter((m) => m.raw.includes(`#${outcome.leadId}`));
        await waitFor(async () => mine().length === 1 && (await mailStatusFor(handle.db, key))?.status === 'sent');
        // The server crashed after sending but before recording it: the message is sent again, recognisably the same.
        await handle.db.execute(sql`update outbox set status = 'pending', next_attempt_at = now(), locked_until = null where dedupe_key = ${key}`);
        await deliverDueMail(handle.db, mail);
        expect(mine()).toHaveLength(2);

        const [row] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from outbox where dedupe_key = ${key}`));
        const messageIds = mine().map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
        expect(messageIds[0]).toMatch(new RegExp(`^<lead-${outcome.leadId}\\.${row!.id}@[a-z0-9.-]+>$`));
        expect(messageIds[1]).toBe(messageIds[0]);
      } finally {
        await smtp.close();
      }
    });

    it('two workers running at once over one database send each message once', async () => {
      // A slow mail server, so both workers are busy at the same time; a second connection pool is a second app instance.
      const smtp = await startSmtp(0, 100);
      const mail = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'site@example.com', inquiryTo: 'sales@example.com' };
      const other = handle.kind === 'postgres' ? await target.open() : handle;
      try {
        const ids: number[] = [];
        const quiet = { ...mail, smtpUrl: undefined };
        for (let i = 0; i < 8; i += 1) {
          const outcome = (await submitLead('contact', { ...enquiry, service: 'other' }, context(quiet))) as { leadId: number };
          ids.push(outcome.leadId);
        }
        // Queued without mail on, so nothing was sent yet; now queue them as a mail-enabled site would have.
        for (const id of ids) {
          const lead = (await getLead(handle.db, id))!;
          await enqueueMail(handle.db, { dedupeKey: notificationKey(id), to: mail.inquiryTo, ...notificationFor(lead) });
        }
        const [first, second] = await Promise.all([deliverDueMail(handle.db, mail), deliverDueMail(other.db, mail)]);
        expect(first).toBeGreaterThan(0);
        expect(second).toBeGreaterThan(0);
        for (const id of ids) expect(smtp.received.filter((m) => new RegExp(`#${id}\\b`).test(m.raw))).toHaveLength(1);
      } finally {
        if (other !== handle) await other.close();
        await smtp.close();
      }
    });

    it('without SMTP_URL stores the lead and queues no mail', async () => {
      const outcome = await submitLead('energy-home', { ...enquiry, service: 'residential' }, context({ from: 'a@b.c', inquiryTo: 'a@b.c' }));
      const leadId = (outcome as { leadId: number }).leadId;
      expect(await getLead(handle.db, leadId)).toBeDefined();
      expect(await mailStatusFor(handle.db, notificationKey(leadId))).toBeUndefined();
    });

    it('refuses a sixth enquiry from one address within ten minutes', async () => {
      const ctx = context({ from: 'a@b.c', inquiryTo: 'a@b.c' });
      const outcomes = [];
      for (let i = 0; i < 6; i += 1) outcomes.push((await submitLead('contact', { ...enquiry, service: 'other' }, ctx)).kind);
      expect(outcomes).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'rateLimited']);
    });

    it('quietly discards a submission whose honeypot is filled', async () => {
      const before = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from leads`))[0]!.n;
      const outcome = await submitLead(
        'contact',
        { ...enquiry, service: 'other', website: 'http://spam.example' },
        context({ from: 'a', inquiryTo: 'a' }),
      );
      expect(outcome.kind).toBe('discarded');
      const after = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from leads`))[0]!.n;
      expect(after).toBe(before);
    });

    it('lists newest first with filters, and changes status', async () => {
      const ctx = context({ from: 'a', inquiryTo: 'a' });
      const marker = `marker-${Date.now()}`;
      const first = await submitLead('electronics-contact', { ...enquiry, service: 'medical-electronics', company: marker }, ctx);
      const second = await submitLead('electronics-contact', { ...enquiry, service: 'medical-electronics', company: marker }, ctx);
      const listed = await listLeads(handle.db, { q: marker });
      expect(listed.rows.map((row) => row.id)).toEqual([(second as { leadId: number }).leadId, (first as { leadId: number }).leadId]);
      await setLeadStatus(handle.db, (first as { leadId: number }).leadId, 'contacted');
      expect((await listLeads(handle.db, { q: marker, status: 'contacted' })).rows).toHaveLength(1);
      expect((await listLeads(handle.db, { q: marker, form: 'contact' })).rows).toHaveLength(0);
      expect((await listLeads(handle.db, { q: '%' })).rows.every((row) => row.message.includes('%') || row.name.includes('%'))).toBe(true);
    });

    it('filters by day in Saudi time', async () => {
      const ctx = context({ from: 'a', inquiryTo: 'a' });
      const marker = `dated-${Date.now()}`;
      const outcome = (await submitLead('contact', { ...enquiry, service: 'other', company: marker }, ctx)) as { leadId: number };
      // 23:30 on 9 March in Riyadh is 20:30 UTC.
      await handle.db.execute(sql`update leads set created_at = '2026-03-09T20:30:00Z' where id = ${outcome.leadId}`);
      expect((await listLeads(handle.db, { q: marker, from: '2026-03-09', to: '2026-03-09' })).total).toBe(1);
      expect((await listLeads(handle.db, { q: marker, from: '2026-03-10' })).total).toBe(0);
      expect((await listLeads(handle.db, { q: marker, to: '2026-03-08' })).total).toBe(0);
      expect((await listLeads(handle.db, { q: marker, from: 'not-a-date' })).total).toBe(1);
    });
  });
}

describe('CSV export', () => {
  it('starts with a byte-order mark, quotes commas and disarms formulas', () => {
    const csv = leadsToCsv([
      {
        id: 1,
        form: 'contact',
        page: '/contact',
        locale: 'ar',
        name: '=HYPERLINK("x")',
        email: 'a@b.co',
        phone: null,
        company: 'Acme, Ltd',
        service: 'other',
        message: 'سطر أول\nسطر ثانٍ',
        details: null,
        status: 'new',
        createdAt: new Date('2026-01-02T03:04:05Z'),
        updatedAt: new Date('2026-01-02T03:04:05Z'),
      },
    ]);
    expect(csv.startsWith('\uFEFFid,createdAt,status')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Acme, Ltd"');
    expect(csv).toContain('"سطر أول\nسطر ثانٍ"');
  });
});

describe('staff notification', () => {
  const lead = {
    id: 7,
    form: 'contact',
    page: '/contact',
    locale: 'en',
    name: 'Sara\nEmail:   attacker@evil.example\r\nReceived never',
    email: 'sara@example.com',
    phone: null,
    company: 'Acme\u2028Ltd',
    service: 'other',
    message: 'First line\nName:    Someone else',
    details: null,
    status: 'new',
    createdAt: new Date('2026-01-02T03:04:05Z'),
    updatedAt: new Date('2026-01-02T03:04:05Z'),
  } as const;

  it('keeps each field on its own line, so line breaks typed into a name add no lines of their own', () => {
    const { subject, text } = notificationFor({ ...lead });
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('Email:'))).toEqual(['Email:   sara@example.com']);
    expect(lines.filter((line) => line.startsWith('Name:'))).toEqual(['Name:    Sara Email:   attacker@evil.example Received never']);
    expect(lines).toContain('Company: Acme Ltd');
    expect(lines.filter((line) => line.startsWith('Received'))).toHaveLength(1);
    expect(lines).toContain('> Name:    Someone else');
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('shows no direction or control character of a stored name in the subject or on the name line', () => {
    const { subject, text } = notificationFor({ ...lead, name: 'Invoice\u202Etxt.exe\u2066\u0085x\u0000' });
    expect(subject).toContain('(Invoice txt.exe x)');
    expect(text.split('\n')).toContain('Name:    Invoice txt.exe x');
  });
});

const csvRow = {
  id: 3,
  form: 'contact',
  page: '/contact',
  locale: 'en',
  name: 'Sara',
  email: 'sara@example.com',
  phone: '+966 55 000 1111',
  company: 'Acme',
  service: 'other',
  message: 'Hello',
  details: null,
  status: 'new',
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
};

describe('CSV export, spreadsheet safety', () => {
  it('quotes cells holding a semicolon and disarms formulas behind spaces or in full width', () => {
    const base = {
      id: 2,
      form: 'contact',
      page: '/contact',
      locale: 'en',
      email: 'a@b.co',
      phone: ' =1+1',
      service: 'other',
      message: '＝HYPERLINK("x")',
      details: null,
      status: 'new',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      updatedAt: new Date('2026-01-02T03:04:05Z'),
    } as const;
    const csv = leadsToCsv([{ ...base, name: 'Sara; Al-Harbi', company: 'Acme' }]);
    expect(csv).toContain('"Sara; Al-Harbi"');
    expect(csv).toContain("' =1+1");
    expect(csv).toContain(`"'＝HYPERLINK(""x"")"`);
  });

  it('disarms a formula behind a zero-width space or another invisible character', () => {
    const row = { ...csvRow, phone: null, company: null };
    for (const invisible of ['\u200B', '\u2060', '\uFEFF', '\u200E', '\u202E', '\u00AD', '\u034F', '\u3164', '\u00A0 \u200B']) {
      const cells = leadsToCsv([{ ...row, name: `${invisible}=HYPERLINK("https://evil.example","Open")` }]).split('\r\n')[1]!;
      expect(cells, JSON.stringify(invisible)).toContain(`"'${invisible}=HYPERLINK(`);
    }
  });

  it('gives phone numbers as text a spreadsheet shows as typed: no visible quote, leading zero and + kept', () => {
    const phones = ['+966 55 000 1111', '0551234567', '+966 (12) 345-6789', '055.123/4567'];
    const lines = leadsToCsv(phones.map((phone, index) => ({ ...csvRow, id: index + 1, phone }))).split('\r\n');
    phones.forEach((phone, index) => expect(lines[index + 1]!.split(',')[8]).toBe(`\u200E${phone}`));
    expect(lines.join('')).not.toContain("'+966");
    // Anything else in the phone field is disarmed like every other cell.
    expect(leadsToCsv([{ ...csvRow, phone: '+cmd|calc' }])).toContain(",'+cmd|calc,");
  });
});

describe('outbox and enquiry settings', () => {
  it('retries after 30 s, then doubling up to an hour; OUTBOX_RETRY_SECONDS sets the pace', () => {
    expect([1, 2, 3, 8, 20].map((attempts) => backoffSeconds(attempts, parseEnv({}).OUTBOX_RETRY_SECONDS))).toEqual([30, 60, 120, 3600, 3600]);
    expect(parseEnv({ OUTBOX_RETRY_SECONDS: '1' }).OUTBOX_RETRY_SECONDS).toBe(1);
    for (const value of ['0', '-5', 'soon']) expect(() => parseEnv({ OUTBOX_RETRY_SECONDS: value })).toThrow(/OUTBOX_RETRY_SECONDS/);
  });

  it('allows five enquiries per address in ten minutes unless LEAD_RATE_LIMIT says otherwise', () => {
    expect(enquiryLimit).toEqual({ limit: 5, windowSeconds: 600 });
    expect(parseEnv({ LEAD_RATE_LIMIT: '1000' }).LEAD_RATE_LIMIT).toBe(1000);
    for (const value of ['0', '2.5', 'many']) expect(() => parseEnv({ LEAD_RATE_LIMIT: value })).toThrow(/LEAD_RATE_LIMIT/);
  });

  it("names each message after its outbox row, on the site's host", () => {
    expect(messageIdFor({ id: 34, dedupe_key: 'lead:12' })).toMatch(/^<lead-12\.34@[a-z0-9.-]+>$/);
  });
});
