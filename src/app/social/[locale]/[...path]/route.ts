import { getTranslations } from 'next-intl/server';
import { wordsIn } from '@/components/sections/blocks/words';
import { siteConfig } from '@/config/site';
import { pageOfSocialImage } from '@/features/social-image/paths';
import { drawSocialImage } from '@/features/social-image/render.server';
import { isLocale } from '@/i18n/config';
import { log } from '@/lib/log';
import { documentAt } from '@/site-pages/page-content';

type Context = { params: Promise<{ locale: string; path: string[] }> };

/** Pictures drawn lately, by what they show: a title change draws a new one, a repeat visit does not. */
const drawn = new Map<string, Buffer>();
const keep = 200;

/**
 * A page's picture for shared links, drawn from its published document in its language (decision 017). Social
 * networks keep it a day; this process keeps the last pictures it drew.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, path: segments } = await params;
  const path = pageOfSocialImage(segments);
  const page = isLocale(locale) && path ? await documentAt(path) : undefined;
  if (!page || !isLocale(locale)) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const brand = await getTranslations({ locale, namespace: 'common.brand' });
  const input = {
    title: wordsIn(locale).text(page.document.hero.title),
    brand: brand(page.area === 'energy' || page.area === 'electronics' ? page.area : 'group'),
    host: new URL(siteConfig.url).host,
    accent: page.document.accent,
    image: page.document.hero.image,
    rtl: locale === 'ar',
  };
  const key = JSON.stringify(input);
  let png = drawn.get(key);
  if (!png) {
    try {
      png = await drawSocialImage(input);
    } catch (err) {
      log.error({ err, path }, 'The shared-link picture could not be drawn');
      return new Response('Unavailable', { status: 503, headers: { 'Cache-Control': 'no-store' } });
    }
    drawn.set(key, png);
    if (drawn.size > keep) drawn.delete(drawn.keys().next().value!);
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
