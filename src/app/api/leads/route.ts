import { after } from 'next/server';
import { requestLog } from '@/lib/log.server';
import { getDatabase } from '@/db';
import { isKnownPath } from '@/config/routes';
import { defaultLocale, isLocale } from '@/i18n/config';
import { clientAddress } from '@/lib/client-address';
import { BodyError, readFields } from '@/lib/read-body';
import { isLeadFormKey, leadFormKeys, type LeadValues } from '@/features/leads/forms';
import { submitLead } from '@/features/leads/submit.server';
import { loadMessages } from '@/i18n/messages';

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 32 * 1024;

/**
 * `POST /api/leads`: the enquiry pipeline for non-browser clients (integrations, scripts). Same rules
 * as the site's forms; answers 201, 422 with field errors, 429 with Retry-After, a 4xx for bad bodies, or 503 with a
 * try-again message in the enquiry's language when the database is unreachable (nothing was stored).
 */
export async function POST(request: Request) {
  let fields: Record<string, unknown>;
  try {
    fields = await readFields(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return Response.json({ error: error.message }, { status: error.status });
    return Response.json({ error: 'The request body could not be read.' }, { status: 400 });
  }

  const form = fields.form;
  if (!isLeadFormKey(form)) {
    return Response.json({ error: `"form" must be one of: ${leadFormKeys.join(', ')}.` }, { status: 422 });
  }
  const locale = isLocale(fields.locale) ? fields.locale : defaultLocale;
  const page = typeof fields.page === 'string' && isKnownPath(fields.page) ? fields.page : '/api/leads';
  const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string')) as LeadValues & { website?: string };

  try {
    const { db } = await getDatabase();
    const outcome = await submitLead(form, values, { db, ip: clientAddress(request.headers), locale, page, afterResponse: after });
    switch (outcome.kind) {
      case 'stored':
        return Response.json({ status: 'received', id: outcome.leadId }, { status: 201 });
      case 'discarded':
        return Response.json({ status: 'received' }, { status: 201 });
      case 'invalid': {
        const messages = (await loadMessages(locale)).leads as { errors: Record<string, string> };
        const errors = Object.fromEntries(
          Object.entries(outcome.errors).map(([field, code]) => [field, { code, message: messages.errors[code!] ?? code }]),
        );
        return Response.json({ error: 'Some fields need attention.', fields: errors }, { status: 422 });
      }
      case 'rateLimited':
        return Response.json(
          { error: 'Too many enquiries from this address. Please try again later.' },
          { status: 429, headers: { 'Retry-After': String(Math.max(1, outcome.retryAfterSeconds)) } },
        );
    }
  } catch (error) {
    (await requestLog()).error({ err: error, form }, 'Enquiry through the API could not be stored');
    const messages = (await loadMessages(locale)).leads as { api: { unavailable: string } };
    return Response.json({ error: messages.api.unavailable }, { status: 503, headers: { 'Retry-After': '60' } });
  }
}
