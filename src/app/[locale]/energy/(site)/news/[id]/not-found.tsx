import Link from 'next/link';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { defaultLocale, isLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

/** A missing or malformed article id: the spec's message and a way back, answered with 404. */
export default async function ArticleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'news.article' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <Newspaper aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-h2 font-bold">{t('notFound')}</h1>
      <p className="text-muted-foreground">{t('notFoundBody')}</p>
      <Link href={localizedPath('/energy/news', locale)} className={buttonVariants({ variant: 'energy' })}>
        <ArrowLeft aria-hidden="true" className="flip-rtl" />
        {t('back')}
      </Link>
    </div>
  );
}
