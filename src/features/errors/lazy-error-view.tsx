'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The error view for the error boundaries, fetched only when a page fails: every page loads its boundaries, and
 * the view (its copy in both languages, icons, buttons) is not worth a download on pages that never fail.
 * Next renders an error boundary in the browser in any case, so the view appears as soon as its code arrives.
 * `React.lazy` rather than next/dynamic, whose loader would itself add about 1.7 KB to every page.
 */
const ErrorView = lazy(() => import('./error-view').then((module) => ({ default: module.ErrorView })));

export function LazyErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <Suspense>
      <ErrorView {...props} />
    </Suspense>
  );
}
