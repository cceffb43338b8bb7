'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The not-found view for the not-found boundaries, fetched only when a page finds nothing to show. Next puts every
 * boundary's content into the script payload of each page below it, so a boundary that drew the view itself sent
 * its whole tree (about 4 KB) with every page; this one sends its few props. Next shows a boundary's content in the
 * browser in any case (see `area-not-found.tsx`), so nothing is lost without JavaScript.
 */
const NotFoundView = lazy(() => import('./not-found-view').then((module) => ({ default: module.NotFoundView })));

export function LazyNotFoundView(props: ComponentProps<typeof NotFoundView>) {
  return (
    <Suspense>
      <NotFoundView {...props} />
    </Suspense>
  );
}
