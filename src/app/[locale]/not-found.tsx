import { getLocale } from 'next-intl/server';
import { AreaShell } from '@/components/layout/area-shell';
import { NotFoundView } from '@/features/errors/not-found-view';
import { defaultLocale, isLocale } from '@/i18n/config';

/**
 * A page that finds nothing to show and calls `notFound()` while rendering. Addresses that match no route are
 * answered by `app/global-not-found.tsx`, and missing articles and leads by the proxy (`missing-records.server.ts`),
 * both with the page in the server's HTML; this boundary is the fallback for anything else.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <AreaShell area="group" params={Promise.resolve({ locale })}>
      <NotFoundView locale={locale} />
    </AreaShell>
  );
}
