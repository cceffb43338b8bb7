import { ArticleRoute, articleMetadata } from '@/features/news/article-route';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

// Rendered per request: reached only when the proxy could not look the article up (`record-pages.server.ts`).
export const dynamic = 'force-dynamic';
export const generateMetadata = articleMetadata;
export default ArticleRoute;
