import { getTranslations } from 'next-intl/server';
import type { PageDocument } from '@/components/sections/blocks/document';
import { sharedPictureOf } from '@/components/sections/blocks/pictures';
import { wordsIn } from '@/components/sections/blocks/words';
import { collections, seedEntryOf } from '@/config/collections';
import { findPageRouteById, type Area } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { entryCategories } from '@/features/content/entries/template';
import type { Locale } from '@/i18n/config';
import { breadcrumbJsonLd, JsonLd, organizationJsonLd, productJsonLd } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/page-metadata';
import type { SiteEntry } from './seed-entries';

const areaHomeOf: Record<Area, string> = { group: '/', energy: '/energy/home', electronics: '/electronics/home', admin: '/' };

/** The collections whose entries are products (applications are uses, not things one buys). */
const productCollections = new Set(['energy-products', 'electronics-products']);

/**
 * What a page drawn from its document tells search engines beside its metadata (decision 015): where it sits
 * (BreadcrumbList: the group, the division, the catalogue, the page; every page but the home, which is the root),
 * what the group is (Organization, on the home) and what a product is (Product, on product and product-family pages).
 */
export async function PageStructuredData({
  document,
  locale,
  documents,
  entries,
}: {
  document: PageDocument;
  locale: Locale;
  documents: ReadonlyMap<string, PageDocument>;
  entries: readonly SiteEntry[];
}) {
  const entry = entries.find((candidate) => candidate.id === document.id);
  const route = entry || seedEntryOf(document.id) ? undefined : findPageRouteById(document.id);
  const path = entry?.path ?? route?.path;
  const area = entry ? collections[entry.collection].area : route?.area;
  if (!path || !area) return null;
  const words = wordsIn(locale);
  const brand = await getTranslations({ locale, namespace: 'common.brand' });
  const group = brand('group');
  if (path === '/') return <JsonLd data={organizationJsonLd(group, words.text(document.hero.lead ?? document.seo.description))} />;

  const crumbs = [{ name: group, url: absoluteUrl('/', locale) }];
  const division = area === 'energy' || area === 'electronics' ? area : undefined;
  if (division && path !== areaHomeOf[division]) crumbs.push({ name: brand(division), url: absoluteUrl(areaHomeOf[division], locale) });
  const listing = entry && collections[entry.collection].listing;
  const listingPath = listing && findPageRouteById(listing)?.path;
  const listingDocument = listing && documents.get(listing);
  if (listingPath && listingDocument) crumbs.push({ name: words.text(listingDocument.hero.title), url: absoluteUrl(listingPath, locale) });
  const url = absoluteUrl(path, locale);
  // A division's home is named as the division; its heading is a promise, not a name.
  crumbs.push({ name: division && path === areaHomeOf[division] ? brand(division) : words.text(document.hero.title), url });

  const picture = sharedPictureOf(document);
  const category = entry?.category && entryCategories(entry.collection, documents).find((candidate) => candidate.value === entry.category);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      {entry && productCollections.has(entry.collection) && (
        <JsonLd
          data={productJsonLd({
            name: words.text(document.hero.title),
            description: words.text(document.seo.description),
            url,
            image: picture && siteConfig.url + picture.image,
            category: category ? category.label[locale] : undefined,
            maker: entry.collection === 'electronics-products' ? group : undefined,
          })}
        />
      )}
    </>
  );
}
