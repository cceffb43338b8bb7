import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AreaAccent } from '@/components/sections/area-accent';
import { blockOf, wordsIn } from '@/components/sections/blocks/words';
import { pageCopy } from '@/components/sections/copy';
import { SpecTable } from '@/components/sections/tables';
import { PrintButton } from '@/components/ui/print-button';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { pageDocumentFor } from '../../page-content';

const PCBA_PATH = '/electronics/ems/pcba-assembly';

/**
 * `/electronics/ems/pcba-assembly/specifications`: the PCBA specification table on one printable sheet (A4, or
 * saved as PDF from the print dialog), grouped by category, from the PCBA page's content document.
 */
export async function PcbaSpecificationsPage({ locale }: { locale: Locale }) {
  // The rows are the PCBA page's table as staff edited it; the sheet's own heading and notes are its messages.
  const document = await pageDocumentFor('electronics-ems-pcba-assembly');
  const table = document && blockOf(document, 'specTable', 'specifications');
  if (!table) notFound();
  const words = wordsIn(locale);
  const sheet = (await pageCopy(locale, 'electronicsEms.pcba-assembly')).scope('print');
  const common = await getTranslations({ locale, namespace: 'common' });
  const categories = table.filters.filter((filter) => filter.value !== 'all');
  return (
    <AreaAccent area="electronics">
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0 print:text-[9pt] print:leading-tight">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link
            href={localizedPath(PCBA_PATH, locale)}
            className="inline-flex items-center gap-2 text-sm font-semibold text-(--area) hover:underline"
          >
            <Icon name="arrow-left" className="flip-rtl size-4" />
            {sheet.text('back')}
          </Link>
          <PrintButton label={sheet.text('print')} />
        </div>

        <header className="flex flex-col-reverse gap-4 border-b-4 border-(--area) pb-6 sm:flex-row sm:items-start sm:justify-between print:flex-row print:pb-3">
          <div>
            <p className="eyebrow">{common('brand.electronics')}</p>
            <h1 className="mt-1 text-h1 font-bold print:text-[18pt]">{sheet.text('title')}</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">{sheet.text('lead')}</p>
          </div>
          <Artwork src="/brand/logo-mark-electronics.svg" alt="" width={48} height={48} className="size-12 shrink-0 print:hidden" />
        </header>

        <div className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-x-6 print:gap-y-2">
          {categories.map((category) => (
            <section key={category.value} aria-labelledby={`${category.value}-title`} className="break-inside-avoid">
              <h2 id={`${category.value}-title`} className="text-h3 font-bold text-(--area) print:text-[11pt]">
                {words.text(category.label)}
              </h2>
              <SpecTable
                caption={words.text(category.label)}
                rows={table.rows
                  .filter((row) => row.category === category.value)
                  .map((row) => ({ key: row.id, label: words.text(row.label), value: words.text(row.value) }))}
                className="mt-2 md:grid-cols-1 print:mt-1 print:grid-cols-1 print:[&_td]:py-0.5 print:[&_th]:py-0.5"
              />
            </section>
          ))}
        </div>

        <footer className="mt-10 space-y-2 border-t border-border pt-5 text-sm text-muted-foreground print:mt-4 print:space-y-1 print:pt-2 print:text-[8.5pt]">
          <p>{sheet.text('note')}</p>
          <p>
            {sheet.text('contact')} <bdi dir="ltr">{siteConfig.phone}</bdi> · <bdi dir="ltr">{siteConfig.salesEmail}</bdi>
          </p>
        </footer>
      </article>
    </AreaAccent>
  );
}
