import type { AreaNavigation } from '@/config/navigation';
import { NotFoundBoundaryView } from './lazy-boundary-views';

/**
 * An area's not-found boundary: a page that finds nothing to show and calls `notFound()` while rendering. It sits
 * inside the area's layout, so the area's header and footer stay around it and are not rendered a second time:
 * Next puts every boundary into each page's script payload, and a boundary with its own header and footer cost
 * every page some 25 KB of HTML, and even the view alone some 4 KB, so it is loaded only when shown. Addresses that
 * match no route are answered by `app/global-not-found.tsx`, and missing articles and leads by the proxy
 * (`record-pages.server.ts`), both with the page in the server's HTML.
 */
export function AreaNotFound({ area }: { area: AreaNavigation['area'] }) {
  return <NotFoundBoundaryView area={area} />;
}
