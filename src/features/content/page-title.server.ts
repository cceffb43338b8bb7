import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';

/** A page's name on staff screens, as the site's registry calls it (`pages.{id}.title`), or its id. */
export async function pageTitle(locale: Locale, id: string): Promise<string> {
  const pages = await getTranslations({ locale, namespace: 'pages' });
  return pages.has(`${id}.title`) ? pages(`${id}.title`) : id;
}
