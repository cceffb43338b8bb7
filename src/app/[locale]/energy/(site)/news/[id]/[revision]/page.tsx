import { ArticleRoute, articleMetadata } from '@/features/news/article-route';

// An article rendered on its first visit and then served from Next's page cache (issue 12: rendering every visit
// held the server to about 50 articles a second). The proxy renders this route for an article it found, under the
// article's revision (`record-pages.server.ts`), so a changed article is a new page and never an old one. The
// address itself is not public (the proxy sends `/energy/news/1/x` home). A revision's page never changes, so it is
// never re-rendered; shared caches may keep the public address's page a minute (the proxy says so).
export const revalidate = false;
export const dynamicParams = true;
export function generateStaticParams(): { revision: string }[] {
  return [];
}
export const generateMetadata = articleMetadata;
export default ArticleRoute;
