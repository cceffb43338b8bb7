import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AreaAccent, areaVariant } from '@/components/sections/area-accent';
import { buttonVariants } from '@/components/ui/button';
import { areaNavigations, type AreaNavigation } from '@/config/navigation';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { ErrorHero } from './error-hero';

/**
 * The answer to an address that leads nowhere, rendered on the server like every page (it reads without
 * JavaScript): what happened, the site search, the area's home and contact page. A page of records (a news
 * article) passes its own words and a way `back` to its list.
 */
export async function NotFoundView({
  locale,
  area = 'group',
  heading,
  body,
  back,
}: {
  locale: Locale;
  area?: AreaNavigation['area'];
  heading?: string;
  body?: string;
  back?: { href: string; label: string };
}) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  const nav = areaNavigations[area];
  const variant = areaVariant(area);
  const href = (path: string) => localizedPath(path, locale);
  const secondary = buttonVariants({ variant: 'outline' });

  return (
    <AreaAccent area={area} preloadPattern={false}>
      <ErrorHero
        eyebrow={t('notFound.eyebrow')}
        heading={heading ?? t('notFound.heading')}
        body={body ?? t('notFound.body')}
        image="/images/scenes/inspection.svg"
        variant={variant}
        search={{ action: href('/search'), label: t('search.label'), placeholder: t('search.placeholder'), button: t('search.button') }}
      >
        {back && (
          <Link href={back.href} className={buttonVariants({ variant })}>
            <Icon name="arrow-left" className="flip-rtl" />
            {back.label}
          </Link>
        )}
        <Link href={href(nav.home)} className={back ? secondary : buttonVariants({ variant })}>
          <Icon name="house" />
          {t('notFound.home')}
        </Link>
        <Link href={href(nav.cta.href)} className={secondary}>
          <Icon name="mail" />
          {t('notFound.contact')}
        </Link>
      </ErrorHero>
    </AreaAccent>
  );
}
