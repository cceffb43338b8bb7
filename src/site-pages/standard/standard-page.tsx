import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { artFor } from '@/config/page-art';
import type { PageRoute } from '@/config/routes';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/page-metadata';
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';

const areaHomeOf = { group: '/', energy: '/energy/home', electronics: '/electronics/home', admin: '/' } as const;
const contactOf = { group: '/contact', energy: '/energy/contact', electronics: '/electronics/contact', admin: '/contact' } as const;
const variantOf = { group: 'default', energy: 'energy', electronics: 'electronics', admin: 'default' } as const;
const highlightKeys = ['first', 'second', 'third'] as const;

/** The page's place in the site for search engines: group, area home, page. */
export async function PageBreadcrumbs({ route, locale }: { route: PageRoute; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const areaHome = areaHomeOf[route.area];
  const crumbs = [
    { name: common('brand.group'), url: absoluteUrl('/', locale) },
    ...(areaHome !== '/' && areaHome !== route.path ? [{ name: t(`${route.area}-home.title`), url: absoluteUrl(areaHome, locale) }] : []),
    { name: t(`${route.id}.title`), url: absoluteUrl(route.path, locale) },
  ];
  return <JsonLd data={breadcrumbJsonLd(crumbs)} />;
}

/** A registry page rendered from its copy in `pages.{id}`: hero, introduction, three highlights and a call to action. */
type HeroAction = { href: string; label: string };

export async function StandardPage({
  route,
  locale,
  heroActions,
  children,
}: {
  route: PageRoute;
  locale: Locale;
  heroActions?: { primary: HeroAction; secondary?: HeroAction };
  /** Page-specific sections, shown before the closing call to action. */
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const contact = localizedPath(contactOf[route.area], locale);
  const id = route.id;

  return (
    <>
      <PageBreadcrumbs route={route} locale={locale} />
      <PageHero
        eyebrow={t(`${id}.eyebrow`)}
        title={t(`${id}.heroTitle`)}
        lead={t(`${id}.heroLead`)}
        image={artFor(id)}
        primary={heroActions?.primary ?? { href: contact, label: t(`${id}.ctaLabel`) }}
        secondary={heroActions?.secondary}
        variant={variantOf[route.area]}
      />
      <section className="mx-auto grid max-w-site gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <h2 className="text-h2 font-bold text-foreground">{t(`${id}.sectionTitle`)}</h2>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{t(`${id}.sectionBody`)}</p>
        </div>
        <ul className="grid gap-4">
          {highlightKeys.map((key) => (
            <li key={key} className="flex gap-4 rounded-card border border-border bg-card p-5 shadow-card">
              <Icon name="circle-check" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="text-h3 font-semibold text-foreground">{t(`${id}.highlights.${key}.title`)}</h3>
                <p className="mt-1 text-muted-foreground">{t(`${id}.highlights.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {children}
      <ClosingCta title={t(`${id}.ctaTitle`)} body={t(`${id}.ctaBody`)} href={contact} label={t(`${id}.ctaLabel`)} variant={variantOf[route.area]} />
    </>
  );
}
