import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import type { Locale } from '@/i18n/config';
import { documentDraft } from './store.server';

/**
 * A page's name on staff screens: as the site's registry calls it (`pages.{id}.title`), else (an entry staff added)
 * its newest version's title, else its id.
 */
export async function pageTitle(locale: Locale, id: string): Promise<string> {
  const pages = await getTranslations({ locale, namespace: 'pages' });
  if (pages.has(`${id}.title`)) return pages(`${id}.title`);
  const draft = await documentDraft((await getDatabase()).db, id).catch(() => undefined);
  return draft?.data?.hero.title[locale] || id;
}
