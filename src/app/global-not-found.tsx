import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AreaShell } from '@/components/layout/area-shell';
import { navEntries } from '@/site-pages/page-content';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';
import { NotFoundView } from '@/features/errors/not-found-view';
import { defaultLocale, isLocale, localeHeader } from '@/i18n/config';

/**
 * Addresses that match no route at all (`/x.css`, `/en/wp-login.php`, `/api/nothing`): the branded not-found page
 * with the group's header and footer, in the language the proxy read from the address. Rendered per request and
 * never written to disk, so probing unknown addresses costs no storage.
 */
async function requestLocale() {
  const value = (await headers()).get(localeHeader);
  return isLocale(value) ? value : defaultLocale;
}

export const viewport: Viewport = siteViewport;

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return { title: `${t('notFound.title')} | ${common('brand.group')}`, icons: { icon: '/icon.svg' } };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale}>
      <AreaShell area="group" params={Promise.resolve({ locale })} entries={navEntries}>
        <NotFoundView locale={locale} />
      </AreaShell>
    </SiteDocument>
  );
}
