import 'server-only';
import { getDatabase } from '@/db';
import { patternRoutes, type PatternRoute } from '@/config/routes';
import { validateSession } from '@/features/auth/sessions';
import { getLead } from '@/features/leads/leads.server';
import { parseArticleId } from '@/features/news/admin-api.server';
import { articleExists } from '@/features/news/news.server';
import { splitLocale } from '@/i18n/paths';

/**
 * Pages of one record (an article, a lead) whose record may not exist. Next 16 sends a page that calls
 * `notFound()` while rendering with an empty body (its content only in the script payload, so the page stays
 * blank without JavaScript), so the proxy asks here first and shows the record's not-found page, prerendered or
 * rendered like any page, with status 404.
 */
const recordPages: Partial<Record<PatternRoute['id'], { notFoundPage: string; isMissing: (id: string, session?: string) => Promise<boolean> }>> = {
  'energy-news-article': {
    notFoundPage: '/energy/news/missing',
    async isMissing(id) {
      const articleId = parseArticleId(id);
      return !articleId || !(await articleExists((await getDatabase()).db, articleId));
    },
  },
  // Only a signed-in staff member learns whether a lead exists; anyone else goes on to the page, which asks them to sign in.
  'admin-lead': {
    notFoundPage: '/admin/leads/missing',
    async isMissing(id, session) {
      const { db } = await getDatabase();
      return Boolean(session && (await validateSession(db, session)) && !(await getLead(db, Number(id))));
    },
  },
};

/**
 * The not-found page to show instead of `pathname` (with its language prefix, as the route is named), or undefined
 * to render the page as usual: the record exists, the address is no record page, or the database cannot be asked
 * (the page then reports the fault itself).
 */
export async function missingRecordPage(pathname: string, session?: string): Promise<string | undefined> {
  const { locale, path } = splitLocale(decodeURIComponent(pathname));
  const route = patternRoutes.find((candidate) => candidate.pattern.test(path));
  const recordPage = route && recordPages[route.id];
  if (!recordPage) return undefined;
  try {
    const missing = await recordPage.isMissing(path.slice(path.lastIndexOf('/') + 1), session);
    return missing ? `/${locale}${recordPage.notFoundPage}` : undefined;
  } catch {
    return undefined;
  }
}
