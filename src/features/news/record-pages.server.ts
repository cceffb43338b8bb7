import 'server-only';
import { getDatabase } from '@/db';
import { collectionIds, collections } from '@/config/collections';
import { patternRoutes, type PatternRoute } from '@/config/routes';
import { isLiveEntry } from '@/features/content/entries/live-paths.server';
import { validateSession } from '@/features/auth/sessions';
import { getLead } from '@/features/leads/leads.server';
import { parseArticleId } from '@/features/news/admin-api.server';
import { articleRevision } from '@/features/news/news.server';
import type { Locale } from '@/i18n/config';
import { splitLocale } from '@/i18n/paths';

/** What the proxy renders for a page of one record: another route's page, with the status it answers. */
export type RecordPage = { page: string; status: 200 | 404 };

/**
 * Pages of one record (an article, a lead) whose record may not exist. Next 16 sends a page that calls
 * `notFound()` while rendering with an empty body (its content only in the script payload, so the page stays
 * blank without JavaScript), so the proxy asks here first and shows the record's not-found page, prerendered or
 * rendered like any page, with status 404. An article that exists is rendered under its revision
 * (`news/[id]/[revision]`), which Next caches: a change gives a new revision, so no instance shows an old one.
 */
type Answer = (locale: Locale, id: string, session?: string, preview?: boolean) => Promise<RecordPage | undefined>;

/**
 * A collection's entry (decision 013): its page as usual when a published entry lives at the address, else the
 * area's not-found page. A staff preview goes on to the page, which shows drafts.
 */
const entryPages = Object.fromEntries(
  collectionIds.map((id): [string, Answer] => [
    `collection-${id}`,
    async (locale, slug, _session, preview) => {
      const { area, prefix, reserved } = collections[id];
      // A fixed page under the prefix (the applications overview) is no entry.
      if (preview || reserved.includes(slug) || (await isLiveEntry(`${prefix}/${slug}`))) return undefined;
      // The group's pages have no prefix of their own, so neither has its not-found page.
      return { page: area === 'group' ? `/${locale}/missing` : `/${locale}/${area}/missing`, status: 404 };
    },
  ]),
);

const recordPages: Partial<Record<PatternRoute['id'], Answer>> = {
  ...entryPages,
  async 'energy-news-article'(locale, id) {
    const articleId = parseArticleId(id);
    const revision = articleId && (await articleRevision((await getDatabase()).db, articleId));
    if (!revision) return { page: `/${locale}/energy/news/missing`, status: 404 };
    return { page: `/${locale}/energy/news/${articleId}/${revision}`, status: 200 };
  },
  // Only a signed-in staff member learns whether a lead exists; anyone else goes on to the page, which asks them to sign in.
  async 'admin-lead'(locale, id, session) {
    const { db } = await getDatabase();
    const missing = Boolean(session && (await validateSession(db, session)) && !(await getLead(db, Number(id))));
    return missing ? { page: `/${locale}/admin/leads/missing`, status: 404 } : undefined;
  },
};

/**
 * The page to render instead of `pathname` (with its language prefix, as the route is named), or undefined to
 * render the page as usual: the address is no record page, or the database cannot be asked (the page then reports
 * the fault itself).
 */
export async function recordPage(pathname: string, session?: string, preview = false): Promise<RecordPage | undefined> {
  const { locale, path } = splitLocale(decodeURIComponent(pathname));
  const route = patternRoutes.find((candidate) => candidate.pattern.test(path));
  const answer = route && recordPages[route.id];
  if (!answer) return undefined;
  try {
    return await answer(locale, path.slice(path.lastIndexOf('/') + 1), session, preview);
  } catch {
    return undefined;
  }
}

/**
 * The version of the record the page at `pathname` shows a visitor without a session (the page the proxy renders
 * instead, which names the article's revision), or undefined for any other page. `npm start` keeps an article's
 * page in memory under it (scripts/page-cache.mjs).
 */
export async function publicPageVersion(pathname: string): Promise<string | undefined> {
  const record = await recordPage(pathname);
  return record?.status === 200 ? record.page : undefined;
}
