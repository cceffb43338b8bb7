import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { AreaAccent, areaVariant } from '@/components/sections/area-accent';
import { buttonVariants } from '@/components/ui/button';
import { areaNavigations, type AreaNavigation } from '@/config/navigation';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { errorCopy } from './error-copy';
import { ErrorHero } from './error-hero';

/**
 * The answer to an address that leads nowhere: what happened, the site search, the area's home and contact page.
 * A missing news article (`record="article"`) says so and leads back to the news. The not-found pages render it on
 * the server (it reads without JavaScript); the not-found boundaries load it only when used
 * (`lazy-boundary-views.tsx`), so it takes only plain props and renders on either side.
 */
export function NotFoundView({ locale, area = 'group', record }: { locale: Locale; area?: AreaNavigation['area']; record?: 'article' }) {
  const copy = errorCopy(locale);
  const words = record ? copy.notFound[record] : copy.notFound;
  const nav = areaNavigations[area];
  const variant = areaVariant(area);
  const href = (path: string) => localizedPath(path, locale);
  const back = record === 'article' ? { href: href('/energy/news'), label: copy.notFound.article.back } : undefined;
  const secondary = buttonVariants({ variant: 'outline' });

  return (
    <AreaAccent area={area}>
      <ErrorHero
        eyebrow={copy.notFound.eyebrow}
        heading={words.heading}
        body={words.body}
        image="/images/scenes/inspection.svg"
        variant={variant}
        search={{ action: href('/search'), label: copy.search.label, placeholder: copy.search.placeholder, button: copy.search.button }}
      >
        {back && (
          <Link href={back.href} className={buttonVariants({ variant })}>
            <Icon name="arrow-left" className="flip-rtl" />
            {back.label}
          </Link>
        )}
        <Link href={href(nav.home)} className={back ? secondary : buttonVariants({ variant })}>
          <Icon name="house" />
          {copy.notFound.home}
        </Link>
        <Link href={href(nav.cta.href)} className={secondary}>
          <Icon name="mail" />
          {copy.notFound.contact}
        </Link>
      </ErrorHero>
    </AreaAccent>
  );
}
