import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PathParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import { ErrorView } from '@/features/errors/error-view';
import ar from '@/messages/ar/errors.json';
import en from '@/messages/en/errors.json';

/**
 * Renders the last-resort error page as the route of `locale` would (no route yet: no parameters): its document,
 * and the error view it loads into it (lazily, so every page does not carry the view: rendered here directly).
 */
function render(locale?: 'ar' | 'en') {
  const props = { error: Object.assign(new Error('down'), { digest: '1234' }), retry: () => {} };
  const inRoute = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(createElement(PathParamsContext.Provider, { value: locale ? { locale } : null }, element));
  return inRoute(createElement(GlobalError, props)).replace('</main>', `${inRoute(createElement(ErrorView, props))}</main>`);
}

describe('global-error', () => {
  it('is a whole document in the reader’s language and direction, with the ways on', () => {
    const english = render('en');
    expect(english).toMatch(/^<html lang="en" dir="ltr">/);
    for (const text of [en.error.heading, en.error.retry, en.error.back, en.error.home, en.error.contact, en.search.button, 'Reference: 1234']) {
      expect(english).toContain(text);
    }
    expect(english).toContain('href="/en/contact"');

    const arabic = render('ar');
    expect(arabic).toMatch(/^<html lang="ar" dir="rtl">/);
    for (const text of [ar.error.heading, ar.error.retry, ar.error.contact]) expect(arabic).toContain(text);
    expect(arabic).toContain('href="/contact"');
  });

  it('speaks Arabic, the site’s first language, when it cannot tell the address', () => {
    expect(render()).toMatch(/^<html lang="ar" dir="rtl">/);
  });
});
