'use client';

import dynamic from 'next/dynamic';

/**
 * The error view for the error boundaries, fetched only when a page fails: every page loads its boundaries, and
 * the view (its copy in both languages, icons, buttons) is not worth a download on pages that never fail.
 * A page that fails on the server is sent with the view already rendered and its code preloaded.
 */
export const LazyErrorView = dynamic(() => import('./error-view').then((module) => module.ErrorView));
