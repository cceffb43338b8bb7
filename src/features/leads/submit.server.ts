import 'server-only';
import type { Database } from '@/db/open';
import { env } from '@/env';
import { hit, type RateLimitRule } from '@/lib/rate-limit.server';
import { validateLead, type FieldErrors, type LeadFormKey, type LeadValues } from './forms';
import { createLead } from './leads.server';
import { mailSettingsFromEnv, type MailSettings } from './mail.server';
import { kickOutbox } from './worker.server';

/**
 * At most five enquiries per address in ten minutes. `LEAD_RATE_LIMIT` raises the five for load and fault tests,
 * whose many enquiries all come from one address; production leaves it unset.
 */
export const enquiryLimit: RateLimitRule = { limit: env.LEAD_RATE_LIMIT, windowSeconds: 600 };

export type SubmitContext = {
  db: Database;
  /** The visitor's address, for the rate limit only (never stored with the lead). */
  ip: string;
  locale: string;
  page: string;
  details?: Record<string, unknown>;
  mail?: MailSettings;
  /**
   * Runs a task once the response has gone out: Next's `after` in a route handler or server action. Without it
   * (tests, scripts) the task starts at once, in the background.
   */
  afterResponse?: (task: () => Promise<void>) => void;
};

export type SubmitOutcome =
  | { kind: 'stored'; leadId: number }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** The honeypot was filled: answered like a success, stored nowhere. */
  | { kind: 'discarded' };

/**
 * The one path every enquiry takes, from a browser form or an API client: validate, limit, store the lead with its
 * notification in one transaction (the lead is safe from here on), and nudge the outbox once the visitor has the
 * answer. The periodic worker retries whatever that pass could not send.
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
  const nudge = () => kickOutbox(context.db, mail);
  if (context.afterResponse) context.afterResponse(nudge);
  else void nudge();
  return { kind: 'stored', leadId: lead.id };
}
