import 'server-only';
import type { Database } from '@/db/open';
import { hit, type RateLimitRule } from '@/lib/rate-limit.server';
import { validateLead, type FieldErrors, type LeadFormKey, type LeadValues } from './forms';
import { createLead } from './leads.server';
import { mailSettingsFromEnv, type MailSettings } from './mail.server';
import { kickOutbox } from './worker.server';

/** At most five enquiries per address in ten minutes. */
export const enquiryLimit: RateLimitRule = { limit: 5, windowSeconds: 600 };

export type SubmitContext = {
  db: Database;
  /** The visitor's address, for the rate limit only (never stored with the lead). */
  ip: string;
  locale: string;
  page: string;
  details?: Record<string, unknown>;
  mail?: MailSettings;
};

export type SubmitOutcome =
  | { kind: 'stored'; leadId: number }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** The honeypot was filled: answered like a success, stored nowhere. */
  | { kind: 'discarded' };

/**
 * The one path every enquiry takes, from a browser form or an API client: validate, limit, store
 * (the lead is safe from here on), queue the notification and nudge the outbox.
 */
export async function submitLead(form: LeadFormKey, values: LeadValues & { website?: string }, context: SubmitContext): Promise<SubmitOutcome> {
  if (values.website?.trim()) return { kind: 'discarded' };
  const validation = validateLead(form, values);
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors };

  const limit = await hit(context.db, `lead:${context.ip}`, enquiryLimit);
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const mail = context.mail ?? mailSettingsFromEnv();
  const lead = await createLead(
    context.db,
    { form, page: context.page, locale: context.locale, input: validation.data, details: context.details },
    mail,
  );
  kickOutbox(context.db, mail);
  return { kind: 'stored', leadId: lead.id };
}
