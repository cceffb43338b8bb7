import { getTranslations } from 'next-intl/server';
import type { PageDocument } from '@/components/sections/blocks/document';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { ChangesTable } from './changes-table';
import type { Pair } from './choose';
import { compareDocuments } from './compare';
import { historyPath } from '../paths';

const selectClass = 'h-10 min-w-48 rounded-lg border border-border bg-background px-3 text-sm';

/**
 * Two versions to compare, chosen in a form that reloads the page (GET, so the comparison has an address), and what
 * changed between them, computed here on the server.
 */
export async function CompareSection({
  locale,
  id,
  versions,
  published,
  pair,
  documents,
}: {
  locale: Locale;
  id: string;
  /** Newest first. */
  versions: number[];
  published: number | null;
  pair?: Pair;
  /** The two versions' content, undefined for one this release cannot read. */
  documents?: { from?: PageDocument; to?: PageDocument };
}) {
  const t = await getTranslations({ locale, namespace: 'contentHistory.compare' });
  const label = (version: number) =>
    version === versions[0] ? t('optionCurrent', { version }) : version === published ? t('optionPublished', { version }) : t('option', { version });

  let result;
  if (!pair) {
    result = <p className="text-muted-foreground">{t('single')}</p>;
  } else if (pair.from === pair.to) {
    result = <p className="text-muted-foreground">{t('same')}</p>;
  } else if (!documents?.from || !documents.to) {
    result = <p className="text-muted-foreground">{t('unreadable', { version: documents?.from ? pair.to : pair.from })}</p>;
  } else {
    result = <ChangesTable locale={locale} changes={compareDocuments(documents.from, documents.to)} from={pair.from} to={pair.to} />;
  }

  return (
    <section aria-labelledby="compare-heading" className="space-y-4">
      <h2 id="compare-heading" className="text-h3 font-semibold">
        {t('heading')}
      </h2>
      {pair && (
        <form
          method="get"
          action={localizedPath(historyPath(id), locale)}
          aria-labelledby="compare-heading"
          className="flex flex-wrap items-end gap-4 rounded-card border border-border bg-card p-5"
        >
          {(['from', 'to'] as const).map((side) => (
            <div key={side} className="flex flex-col gap-1.5">
              <label htmlFor={`compare-${side}`} className="text-sm font-semibold">
                {t(side)}
              </label>
              <select id={`compare-${side}`} name={side} defaultValue={pair[side]} className={selectClass}>
                {versions.map((version) => (
                  <option key={version} value={version}>
                    {label(version)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button type="submit" className={buttonVariants()}>
            {t('submit')}
          </button>
        </form>
      )}
      {result}
    </section>
  );
}
