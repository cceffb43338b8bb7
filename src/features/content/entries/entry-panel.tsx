import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { DeleteDisclosure } from '@/components/ui/delete-disclosure';
import type { Locale } from '@/i18n/config';
import type { StoredEntry } from './store.server';
import { collections } from '@/config/collections';
import { categoryAction, deleteEntryAction, unpublishEntryAction } from './actions';
import { MoveForm } from './move-form';

/** What the editor says after an entry's action: taken off the site, moved, or filed under another category. */
export type EntryNotice = 'unpublished' | 'moved' | 'category';

/**
 * An entry's place and fate, beside its editor (decision 013): its collection, address and category, taking it off
 * the site, and deleting it (asked twice: a checkbox in a disclosure). Plain forms, so both work without JavaScript.
 */
export async function EntryPanel({
  entry,
  locale,
  categories,
  notice,
}: {
  entry: StoredEntry;
  locale: Locale;
  /** The catalogue's categories, named in the interface's language (none where the catalogue has no filter). */
  categories: { value: string; label: string }[];
  notice?: EntryNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'contentAdmin.entry' });
  return (
    <section aria-labelledby="entry-panel-title" className="mb-6 space-y-3 rounded-xl border border-border bg-card p-4">
      <h2 id="entry-panel-title" className="font-semibold">
        {t('title', { collection: t(`collections.${entry.collection}`) })}
      </h2>
      {notice && (
        <p role="status" className="rounded-lg border border-border bg-muted p-3 text-sm font-medium">
          {t(`notices.${notice}`)}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('state')}</dt>
        <dd>{entry.published ? t('published') : t('unpublished')}</dd>
      </dl>
      {categories.length > 0 && (
        <form action={categoryAction} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={entry.id} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="entry-category" className="text-sm font-semibold">
              {t('category')}
            </label>
            <select id="entry-category" name="category" defaultValue={entry.category} className={controlClass()}>
              {categories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('saveCategory')}
          </button>
        </form>
      )}
      <MoveForm
        id={entry.id}
        locale={locale}
        prefix={collections[entry.collection].prefix}
        slug={entry.slug}
        copy={{ label: t('move.label'), hint: t('move.hint'), submit: t('move.submit'), submitting: t('move.submitting') }}
      />
      <div className="flex flex-wrap items-start gap-3">
        {entry.published && (
          <form action={unpublishEntryAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={entry.id} />
            <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('unpublish')}
            </button>
          </form>
        )}
        <DeleteDisclosure
          action={deleteEntryAction}
          fields={{ locale, id: entry.id }}
          copy={{ summary: t('delete'), explained: t('deleteExplained'), confirm: t('deleteConfirm'), button: t('deleteButton') }}
        />
      </div>
    </section>
  );
}
