import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { collectionIds, collections, type CollectionId } from '@/config/collections';
import type { Database } from '@/db/open';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { contentListPath, newEntryPath } from '../paths';
import { latestDocuments } from '../store.server';
import { NewEntryForm } from './new-entry-form';
import { entryCategories } from './template';

/**
 * "Add to the site": first which collection (links, so it works without JavaScript), then the new entry's titles,
 * address and category. The entry is created unpublished from its collection's template and opens in the editor.
 */
export async function NewEntryScreen({ db, locale, collection }: { db: Database; locale: Locale; collection?: CollectionId }) {
  const t = await getTranslations({ locale, namespace: 'contentAdmin.newEntry' });
  const categories = collection
    ? entryCategories(collection, await latestDocuments(db)).map((category) => ({
        value: category.value,
        label: category.label[locale] || category.value,
      }))
    : [];
  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href={localizedPath(contentListPath, locale)} className="text-primary underline-offset-4 hover:underline">
          {t('backToList')}
        </Link>
      </nav>
      <div>
        <h1 className="text-h1 font-bold">{collection ? t('titleOf', { collection: t(`collections.${collection}.name`) }) : t('title')}</h1>
        <p className="mt-1 max-w-prose text-muted-foreground">{collection ? t(`collections.${collection}.lead`) : t('lead')}</p>
      </div>
      {collection ? (
        <NewEntryForm
          locale={locale}
          collection={collection}
          prefix={collections[collection].prefix}
          categories={categories}
          copy={{
            titleAr: t('form.titleAr'),
            titleEn: t('form.titleEn'),
            slug: t('form.slug'),
            slugHint: t('form.slugHint'),
            category: t('form.category'),
            chooseCategory: t('form.chooseCategory'),
            templateNote: t('form.templateNote'),
            submit: t('form.submit'),
            submitting: t('form.submitting'),
          }}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {collectionIds.map((id) => (
            <li key={id}>
              <Link
                href={`${localizedPath(newEntryPath, locale)}?collection=${id}`}
                className="flex h-full min-h-10 flex-col gap-2 rounded-xl border border-border bg-card p-5 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <Icon name="plus" className="size-5 text-primary" />
                  {t(`collections.${id}.label`)}
                </span>
                <span className="text-sm text-muted-foreground">{t(`collections.${id}.lead`)}</span>
                <bdi dir="ltr" className="text-xs text-muted-foreground">
                  {collections[id].prefix}/…
                </bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
