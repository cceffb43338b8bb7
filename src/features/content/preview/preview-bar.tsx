'use client';

import { Icon } from '@/components/ui/icon';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import type { Locale } from '@/i18n/config';
import { editorHref, previewExitPath, previewPlaceOf } from './preview-paths';

export type PreviewBarLabels = {
  /** The region's accessible name. */
  label: string;
  title: string;
  message: string;
  editor: string;
  exit: string;
  /** "Preview in English", in the other language itself. */
  switchTo: string;
};

/** Set on `<html>` while the bar is shown: its height, which the site's fixed header is moved down by. */
const heightProperty = '--preview-banner-height';

const control =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-950';

/**
 * The preview banner itself (`preview-banner.tsx` decides whether it shows). It reads the address it is on, as the
 * layouts it sits in stay put while the app router moves between their pages: the link back to the page's editor,
 * the way out (back to this page, as visitors see it) and this page's preview in the other language all follow it.
 *
 * It stays at the top of the window; the site's header, fixed at the top, is moved down by the bar's height
 * (measured, so it holds when the text wraps on a phone). Links that leave the previewed site (the editor, the exit)
 * open in the whole window, as the staff preview frame shows pages inside an `<iframe>`.
 */
export function PreviewBar({
  locale,
  other,
  documents,
  labels,
}: {
  locale: Locale;
  other: Locale;
  /** The ids of the pages drawn from a content document, which have an editor to go back to. */
  documents: Readonly<Record<string, string>>;
  labels: PreviewBarLabels;
}) {
  const place = previewPlaceOf(usePathname() ?? '/', documents);
  const bar = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(heightProperty, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(heightProperty);
    };
  }, []);

  return (
    <div
      ref={bar}
      role="region"
      aria-label={labels.label}
      data-preview-banner=""
      className="sticky top-0 z-[45] border-b-2 border-amber-700 bg-amber-200 text-neutral-950 dark:border-amber-500 dark:bg-amber-300 print:hidden [html:has(&)_header.fixed]:top-[var(--preview-banner-height,3.5rem)]"
    >
      <div className="mx-auto flex max-w-site flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="flex min-w-[min(100%,16rem)] flex-1 items-start gap-2 text-sm">
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-bold">{labels.title}</strong> {labels.message}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {place.documentId && (
            <a href={editorHref(place.documentId, locale)} target="_top" className={`${control} border border-neutral-950/40 hover:bg-amber-100`}>
              <Icon name="pen-line" className="size-4" />
              {labels.editor}
            </a>
          )}
          <a href={place.other.href} hrefLang={other} lang={other} className={`${control} border border-neutral-950/40 hover:bg-amber-100`}>
            <Icon name="languages" className="size-4" />
            {labels.switchTo}
          </a>
          <form action={previewExitPath} method="get" target="_top">
            <input type="hidden" name="next" value={place.href} />
            <button type="submit" className={`${control} bg-neutral-950 text-amber-100 hover:bg-neutral-800`}>
              <Icon name="log-out" className="flip-rtl size-4" />
              {labels.exit}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
