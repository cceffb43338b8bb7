import Image from 'next/image';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AreaAccent } from '@/components/sections/page-blocks';
import { pageCopy } from '@/components/sections/copy';
import { IconBadge } from '@/components/sections/feature-grid';
import { SpecTable } from '@/components/sections/tables';
import { PrintButton } from '@/components/ui/print-button';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { productPath, type EnergyProduct } from './products';

/**
 * `/energy/products/{slug}/datasheet`: the product's technical datasheet, built from the same data and copy as
 * its page, laid out to print on A4 (or save as PDF). Values are typical for the model class and say so.
 */
export async function DatasheetPage({ product, locale }: { product: EnergyProduct; locale: Locale }) {
  const copy = await pageCopy(locale, `energyProducts.${product.slug}`, 'energyProducts.shared');
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = copy.scope('datasheet');
  const rows = product.specs.map((row) => ({ key: row, label: copy.text(`specs.rows.${row}.label`), value: copy.text(`specs.rows.${row}.value`) }));

  return (
    <AreaAccent area="energy">
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0 print:text-[10.5pt]">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link
            href={localizedPath(productPath(product.slug), locale)}
            className="inline-flex items-center gap-2 text-sm font-semibold text-(--area) hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
            {t.text('back')}
          </Link>
          <PrintButton label={t.text('print')} />
        </div>

        <header className="flex items-start justify-between gap-6 border-b-4 border-(--area) pb-6">
          <div>
            <p className="eyebrow text-sm font-semibold tracking-wide text-(--area) uppercase">{t.text('eyebrow')}</p>
            <h1 className="mt-1 text-h1 font-bold">{copy.text('hero.title')}</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">{copy.text('hero.lead')}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-3">
            <span className="flex items-center gap-2">
              <Image src="/brand/logo-mark.svg" alt="" width={40} height={40} />
              <span className="text-sm font-bold">{common('brand.energy')}</span>
            </span>
            {product.badge && (
              <span className="rounded-full bg-(--area) px-4 py-1.5 text-sm font-bold text-white print:border print:border-current print:bg-transparent print:text-(--area) dark:text-brand-dark">
                <bdi dir="ltr">{product.badge}</bdi>
              </span>
            )}
          </div>
        </header>

        <div className="mt-8 grid gap-8 sm:grid-cols-[1fr_14rem] print:grid-cols-[1fr_12rem] print:gap-6">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-h3 font-bold">
              {t.text('overview')}
            </h2>
            <p className="mt-2 text-muted-foreground">{copy.text('features.lead')}</p>
          </section>
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-border">
            <Image src={product.image} alt="" fill sizes="14rem" className="object-cover" />
          </div>
        </div>

        <section aria-labelledby="features-title" className="mt-8 break-inside-avoid">
          <h2 id="features-title" className="text-h3 font-bold">
            {t.text('features')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-3">
            {product.features.map((feature) => (
              <li key={feature.id} className="flex gap-3">
                <IconBadge icon={feature.icon} className="size-9 print:hidden [&_svg]:size-5" />
                <div>
                  <h3 className="font-semibold">{copy.text(`features.items.${feature.id}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{copy.text(`features.items.${feature.id}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="specs-title" className="mt-10 break-inside-avoid">
          <h2 id="specs-title" className="text-h3 font-bold">
            {t.text('specifications')}
          </h2>
          <SpecTable caption={t.text('specifications')} rows={rows} className="mt-2 print:grid-cols-2" />
        </section>

        <footer className="mt-10 space-y-2 border-t border-border pt-5 text-sm text-muted-foreground">
          <p>{t.text('note')}</p>
          <p>{t.text('contact', { phone: siteConfig.phone, email: siteConfig.salesEmail })}</p>
        </footer>
      </article>
    </AreaAccent>
  );
}
