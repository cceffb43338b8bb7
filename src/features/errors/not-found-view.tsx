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
 * A page of records (a news article) passes its own words and a way `back` to its list. The not-found pages render
 * it on the server (it reads without JavaScript); the not-found boundaries load it only when used
 * (`lazy-boundary-views.tsx`), so it takes its copy as plain strings and renders on either side.
 */
export function NotFoundView({
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
  const copy = errorCopy(locale);
  const nav = areaNavigations[area];
  const variant = areaVariant(area);
  const href = (path: string) => localizedPath(path, locale);
  const secondary = buttonVariants({ variant: 'outline' });

  return (
    <AreaAccent area={area} preloadPattern={false}>
      <ErrorHero
        eyebrow={copy.notFound.eyebrow}
        heading={heading ?? copy.notFound.heading}
        body={body ?? copy.notFound.body}
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
