'use client';

import '@/components/layout/site-styles';

import { errorCopy } from '@/features/errors/error-copy';
import { usePageLocale } from '@/features/errors/use-page-locale';
import { LazyErrorView } from '@/features/errors/lazy-boundary-views';
import { directionOf } from '@/i18n/config';

/**
 * The last resort, when the document itself (the locale layout) fails: it replaces the whole page, so it brings
 * its own `<html>` in the reader's language and direction and the site's styles (the error view applies the theme).
 */
export default function GlobalError(props: { error: unknown; retry: () => void }) {
  const locale = usePageLocale();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <title>{errorCopy(locale).error.title}</title>
        <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
          <LazyErrorView {...props} />
        </main>
      </body>
    </html>
  );
}
