'use client';

import '@/components/layout/site-styles';

import { errorTranslator, usePageLocale } from '@/features/errors/error-copy';
import { ErrorView } from '@/features/errors/error-view';
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
        <title>{errorTranslator(locale)('error.title')}</title>
        <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
          <ErrorView {...props} />
        </main>
      </body>
    </html>
  );
}
