import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/i18n/config';

/** Shown while a search, a category or another page of the news is on its way. */
export default async function NewsLoading() {
  const requested = await getLocale();
  const t = await getTranslations({ locale: isLocale(requested) ? requested : defaultLocale, namespace: 'news.list' });
  return (
    <div className="mx-auto max-w-site px-4 py-16 sm:px-6" aria-busy="true">
      <p role="status" className="mb-8 text-lg font-semibold text-muted-foreground">
        {t('loading')}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card border border-border bg-card">
            <div className="aspect-[3/2] animate-pulse bg-muted motion-reduce:animate-none" />
            <div className="space-y-3 p-5">
              <div className="h-4 w-1/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
              <div className="h-6 w-5/6 animate-pulse rounded bg-muted motion-reduce:animate-none" />
              <div className="h-4 w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
