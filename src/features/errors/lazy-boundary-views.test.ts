import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar/errors.json';
import en from '@/messages/en/errors.json';
import { LazyNotFoundView } from './lazy-boundary-views';

async function render(props: Parameters<typeof LazyNotFoundView>[0]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(LazyNotFoundView, props));
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('the not-found boundaries’ view, loaded when shown', () => {
  it('draws the area’s not-found page in the reader’s language once its code arrives', async () => {
    const english = await render({ locale: 'en', area: 'electronics' });
    for (const text of [en.notFound.eyebrow, en.notFound.heading, en.notFound.home, en.notFound.contact, en.search.button])
      expect(english).toContain(text);
    expect(english).toContain('href="/en/electronics/home"');

    const arabic = await render({ locale: 'ar', area: 'energy' });
    for (const text of [ar.notFound.heading, ar.notFound.home]) expect(arabic).toContain(text);
    expect(arabic).toContain('href="/energy/home"');
  });

  it('says a missing article is missing and leads back to the news, in either language', async () => {
    const html = await render({ locale: 'en', area: 'energy', record: 'article' });
    for (const text of [en.notFound.article.heading, en.notFound.article.body, en.notFound.article.back, 'href="/en/energy/news"'])
      expect(html).toContain(text);
    expect(html).not.toContain(en.notFound.heading);

    const arabic = await render({ locale: 'ar', area: 'energy', record: 'article' });
    for (const text of [ar.notFound.article.heading, ar.notFound.article.back, 'href="/energy/news"']) expect(arabic).toContain(text);
  });
});
