import { NotFoundBoundaryView } from '@/features/errors/lazy-boundary-views';

/**
 * An article that disappears between the proxy's check and the page (`record-pages.server.ts` answers the others
 * with `news/missing`), answered with 404.
 */
export default function NotFound() {
  return <NotFoundBoundaryView area="energy" record="article" />;
}
