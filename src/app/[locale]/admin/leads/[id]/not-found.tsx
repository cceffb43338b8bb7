import { getLocale } from 'next-intl/server';
import { LeadNotFound } from '@/features/leads/lead-not-found';
import { defaultLocale, isLocale } from '@/i18n/config';

/** A lead that disappears between the proxy's check and the page (`record-pages.server.ts` answers the others). */
export default async function NotFound() {
  const requested = await getLocale();
  return <LeadNotFound locale={isLocale(requested) ? requested : defaultLocale} />;
}
