'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import type { AreaNavigation } from '@/config/navigation';
import { usePageLocale } from './use-page-locale';

/**
 * The error and not-found boundaries' views, each fetched only when a boundary shows it. Every page loads its
 * boundaries, and Next puts a boundary's content into each page's script payload: a view drawn in place sent its
 * whole tree and code (copy, icons, buttons, the search island) with every page, for pages that never fail. Next
 * shows a boundary's content in the browser in any case, so the view appears as soon as its code arrives.
 * `React.lazy` rather than next/dynamic, whose loader would itself add about 1.7 KB to every page.
 */
function loadedWhenShown<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const View = lazy(async () => ({ default: await load() }));
  return function LoadedWhenShown(props: Props) {
    return (
      <Suspense>
        <View {...props} />
      </Suspense>
    );
  };
}

export const LazyErrorView = loadedWhenShown(() => import('./error-view').then((module) => module.ErrorView));
export const LazyNotFoundView = loadedWhenShown(() => import('./not-found-view').then((module) => module.NotFoundView));

/**
 * A not-found boundary's view in the page's language, read from the address in the browser. A boundary is rendered
 * with every page of its segment, and one that asked the server for the language would make those pages depend on
 * the request, so articles could not be cached (Next refuses a cached page that reads request headers).
 */
export function NotFoundBoundaryView(props: { area: AreaNavigation['area']; record?: 'article' }) {
  return <LazyNotFoundView locale={usePageLocale()} {...props} />;
}
