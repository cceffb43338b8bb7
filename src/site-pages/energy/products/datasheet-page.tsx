import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AreaAccent } from '@/components/sections/area-accent';
import { pageCopy } from '@/components/sections/copy';
import { blockOf, wordsIn } from '@/components/sections/blocks/words';
import { IconBadge } from '@/components/sections/feature-grid';
import { SpecTable } from '@/components/sections/tables';
import { PrintButton } from '@/components/ui/print-button';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { pageDocumentFor } from '../../page-content';
import { productPath, type EnergyProduct } from './products';

/**
 * `/energy/products/{slug}/datasheet`: the product's technical datasheet, built from its page's content document,
 * laid out to print on A4 (or save as PDF). Values are typical for the model class and say so.
 */
export async function DatasheetPage({ product, locale }: { product: EnergyProduct; locale: Locale }) {
  const document = await pageDocumentFor(`energy-products-${product.slug}`);
  if (!document) notFound();
  // The product's words are its page's (as staff edited them); the sheet's own labels are the family's interface words.
  const words = wordsIn(locale);
  const t = (await pageCopy(locale, 'energyProducts.shared')).scope('datasheet');
  const common = await getTranslations({ locale, namespace: 'common' });
  const features = blockOf(document, 'features', 'features');
  const specs = blockOf(document, 'specs', 'specs');
  const rows = (specs?.rows ?? []).map((row) => ({ key: row.id, label: words.text(row.label), value: words.text(row.value) }));
  const badge = words.maybe(document.hero.badge);

  return (
    <AreaAccent area="energy">
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0 print:text-[10pt] print:leading-snug">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link
            href={localizedPath(productPath(product.slug), locale)}
            className="inline-flex items-center gap-2 text-sm font-semibold text-(--area) hover:underline"
          >
            <Icon name="arrow-left" className="flip-rtl size-4" />
            {t.text('back')}
          </Link>
          <PrintButton label={t.text('print')} />
        </div>

        <header className="flex flex-col-reverse gap-4 border-b-4 border-(--area) pb-6 sm:flex-row sm:items-start sm:justify-between sm:gap-6 print:flex-row print:items-start print:justify-between print:pb-4">
          <div>
            <p className="eyebrow">{t.text('eyebrow')}</p>
            <h1 className="mt-1 text-h1 font-bold print:text-[22pt]">{words.text(document.hero.title)}</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">{words.maybe(document.hero.lead)}</p>
          </div>
          <div className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-end print:flex-col print:items-end">
            <span className="flex items-center gap-2 print:hidden">
              <Artwork src="/brand/logo-mark-energy.svg" alt="" width={40} height={40} />
              <span className="text-sm font-bold">{common('brand.energy')}</span>
            </span>
            {badge && (
              <span className="rounded-full bg-(--area) px-4 py-1.5 text-sm font-bold text-white print:border print:border-current print:bg-transparent print:text-(--area) dark:text-brand-dark">
                <bdi>{badge}</bdi>
              </span>
            )}
          </div>
        </header>

        <div className="mt-8 grid gap-8 sm:grid-cols-[1fr_14rem] print:mt-4 print:grid-cols-[1fr_8rem] print:gap-6">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-h3 font-bold print:text-[13pt]">
              {t.text('overview')}
            </h2>
            <p className="mt-2 text-muted-foreground">{words.maybe(features?.lead)}</p>
          </section>
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-border">
            <Artwork src={product.image} alt="" fill className="object-cover" />
          </div>
        </div>

        <section aria-labelledby="features-title" className="mt-8 break-inside-avoid print:mt-4">
          <h2 id="features-title" className="text-h3 font-bold print:text-[13pt]">
            {t.text('features')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-x-6 print:gap-y-1.5">
            {(features?.items ?? []).map((feature) => (
              <li key={feature.id} className="flex gap-3">
                <IconBadge icon={feature.icon} className="size-9 print:hidden [&_svg]:size-5" />
                <div>
                  <h3 className="font-semibold">{words.text(feature.title)}</h3>
                  <p className="text-sm text-muted-foreground">{words.maybe(feature.body)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="specs-title" className="mt-10 print:mt-4">
          <h2 id="specs-title" className="text-h3 font-bold print:text-[13pt]">
            {t.text('specifications')}
          </h2>
          <SpecTable
            caption={t.text('specifications')}
            rows={rows}
            className="mt-2 print:grid-cols-2 print:gap-x-6 print:[&_td]:py-1 print:[&_th]:w-[38%] print:[&_th]:py-1 print:[&_tr]:break-inside-avoid"
          />
        </section>

        <footer className="mt-10 space-y-2 border-t border-border pt-5 text-sm text-muted-foreground print:mt-4 print:space-y-1 print:pt-2 print:text-[8.5pt]">
          <p>{t.text('note')}</p>
          <p>{t.text('contact', { phone: ltr(siteConfig.phone), email: ltr(siteConfig.salesEmail) })}</p>
        </footer>
      </article>
    </AreaAccent>
  );
}

/** A phone number or address inside a sentence, isolated left to right so it never reads backwards in Arabic. */
const ltr = (text: string) => `\u2066${text}\u2069`;
