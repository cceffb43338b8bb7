import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { PartnerMarquee } from '@/components/layout/partner-marquee';
import { partnerLogos } from '@/config/partners';
import { siteConfig, telHref } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import { JsonLd, organizationJsonLd } from '@/lib/json-ld';
import { capabilityKeys, divisionCapabilityKeys, divisions, keyPointKeys } from './divisions';
import { DivisionCardLink } from './division-overlay';
import { HeroVideo } from '@/components/sections/hero-video';
import { TrustBand } from './trust-band';

const divisionIcons = { energy: 'battery-charging', electronics: 'cpu', solutions: 'wrench' } as const;
const capabilityIcons = { engineering: 'factory', hub: 'network', reach: 'earth', quality: 'award' } as const;
const accentText = { energy: 'text-energy', electronics: 'text-electronics', solutions: 'text-solutions' } as const;

/** The group landing page `/` (spec part 1 §2.3). */
export async function LandingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const format = formatterFor(locale);
  const href = (path: string) => localizedPath(path, locale);
  const plus = (n: number) => `${format.number(n)}+`;
  const logos = partnerLogos();
  // A long list runs in two strips in opposite directions (spec: two strips); a short one in one.
  const logoRows = logos.length >= 12 ? [logos.slice(0, Math.ceil(logos.length / 2)), logos.slice(Math.ceil(logos.length / 2))] : [logos];
  const stats = [
    { value: plus(siteConfig.landingStats.years), label: t('stats.years') },
    { value: plus(siteConfig.landingStats.projects), label: t('stats.projects') },
    { value: plus(siteConfig.landingStats.countries), label: t('stats.countries') },
  ];

  return (
    <>
      <JsonLd data={organizationJsonLd(common('brand.group'), t('hero.description'))} />
      {/* Hero */}
      <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-theme-primary text-white sm:min-h-[calc(100svh-132px)]">
        <HeroVideo
          poster="/video/hero-poster.webp"
          sources={[
            { src: '/video/hero.webm', type: 'video/webm' },
            { src: '/video/hero.mp4', type: 'video/mp4' },
          ]}
          loadingLabel={t('hero.videoLoading')}
        />
        <div className="absolute inset-0 -z-10 bg-linear-to-t from-theme-secondary/90 via-theme-primary/55 to-theme-primary/30" />
        <div className="mx-auto w-full max-w-site px-4 py-20 sm:px-6">
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand-accent uppercase">{t('hero.eyebrow')}</p>
          <h1 className="max-w-4xl text-display font-bold text-balance">{t('hero.title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{t('hero.description')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="#divisions" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {t('hero.explore')}
            </Link>
            <Link href={href('/contact')} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'text-white')}>
              {common('actions.contactUs')}
            </Link>
          </div>
        </div>
        <a
          href="#divisions"
          className="absolute bottom-6 start-1/2 flex -translate-x-1/2 flex-col items-center gap-1 text-xs text-white/75 hover:text-white rtl:translate-x-1/2"
        >
          {t('hero.scrollHint')}
          <Icon name="arrow-down" className="size-5 motion-safe:animate-bounce" />
        </a>
      </section>

      {/* Divisions */}
      <section id="divisions" className="mx-auto max-w-site px-4 py-20 sm:px-6 lg:py-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('divisions.eyebrow')}</p>
          <h2 className="mt-2 text-h1 font-bold">{t('divisions.title')}</h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('divisions.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {divisions.map((division) => {
            const name = t(`divisions.${division.key}.name`);
            return (
              <li key={division.key}>
                <DivisionCardLink
                  href={href(division.href)}
                  className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-card transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lift"
                  detail={{
                    name,
                    blurb: t(`divisions.${division.key}.description`),
                    image: division.image,
                    exploreHref: href(division.sector),
                    exploreLabel: t('overlay.explore'),
                    quoteHref: href('/contact'),
                    quoteLabel: t('overlay.quote'),
                    closeLabel: t('overlay.close'),
                    stats,
                  }}
                >
                  <div className="relative aspect-[4/3] overflow-hidden">
                    <Artwork
                      src={division.image}
                      alt=""
                      width={800}
                      height={600}
                      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                    <span className="absolute start-4 top-4 grid size-12 place-items-center rounded-xl bg-white/95 shadow-card dark:bg-brand-dark/90">
                      <Icon name={divisionIcons[division.key]} className={cn('size-6', accentText[division.accent])} />
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-h3 font-bold">{name}</h3>
                    <p className="mt-2 text-muted-foreground">{t(`divisions.${division.key}.description`)}</p>
                    <ul className="mt-4 space-y-1.5 text-sm">
                      {divisionCapabilityKeys.slice(0, 3).map((key) => (
                        <li key={key} className="flex items-center gap-2">
                          <span className={cn('size-1.5 shrink-0 rounded-full bg-current', accentText[division.accent])} aria-hidden="true" />
                          {t(`divisions.${division.key}.capabilities.${key}`)}
                        </li>
                      ))}
                    </ul>
                    <span className={cn('mt-6 inline-flex items-center gap-2 text-sm font-semibold', accentText[division.accent])}>
                      {t('divisions.visit')}
                      <Icon name="arrow-right" className="flip-rtl arrow-nudge" />
                    </span>
                  </div>
                </DivisionCardLink>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link href={href('/about')} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('divisions.aboutButton')}
          </Link>
        </div>
      </section>

      {/* Capabilities */}
      <section className="relative isolate overflow-hidden bg-theme-primary py-20 text-white lg:py-28">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[url('/images/patterns/pcb-traces.svg')] bg-[length:320px] text-brand-accent opacity-15"
        />
        <div className="mx-auto grid max-w-site gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-accent uppercase">{t('capabilities.eyebrow')}</p>
            <h2 className="mt-2 text-h1 font-bold">{t('capabilities.title')}</h2>
            <p className="mt-4 text-lg text-white/80">{t('capabilities.subtitle')}</p>
            <ul className="mt-8 space-y-3">
              {keyPointKeys.map((key) => (
                <li key={key} className="flex gap-3">
                  <span className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-accent" aria-hidden="true" />
                  <span className="text-white/90">{t(`capabilities.points.${key}`)}</span>
                </li>
              ))}
            </ul>
            <Link href={href('/about')} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}>
              {t('capabilities.button')}
              <Icon name="arrow-right" className="flip-rtl" />
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {capabilityKeys.map((key) => {
              return (
                <li key={key} className="rounded-card border border-white/10 bg-white/5 p-6 backdrop-blur-sm">
                  <Icon name={capabilityIcons[key]} className="size-8 text-brand-accent" />
                  <h3 className="mt-4 text-h3 font-semibold">{t(`capabilities.cards.${key}.title`)}</h3>
                  <p className="mt-2 text-white/75">{t(`capabilities.cards.${key}.body`, { countries: siteConfig.landingStats.countries })}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {/* Partners, or what is true about the group while no partner logos are configured */}
      {logos.length > 0 ? (
        <section className="py-16" aria-labelledby="partners-title">
          <div className="mx-auto max-w-site px-4 sm:px-6">
            <h2 id="partners-title" className="text-center text-h2 font-bold">
              {t('partners.title')}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('partners.subtitle')}</p>
          </div>
          <div className="mt-10 space-y-6 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
            {logoRows.map((row, index) => (
              <PartnerMarquee key={index} logos={row} seconds={40} reverse={index === 1} label={t('partners.title')} />
            ))}
          </div>
        </section>
      ) : (
        <TrustBand locale={locale} />
      )}

      {/* Contact call to action */}
      <section className="bg-muted py-20">
        <div className="mx-auto max-w-site px-4 sm:px-6">
          <div className="max-w-2xl">
            <h2 className="text-h1 font-bold">{t('contact.title')}</h2>
            <p className="mt-4 text-lg text-muted-foreground">{t('contact.subtitle')}</p>
          </div>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            <ContactTile icon="phone" label={t('contact.phone')} value={siteConfig.phone} href={telHref(siteConfig.phone)} ltr />
            <ContactTile icon="mail" label={t('contact.email')} value={siteConfig.email} href={`mailto:${siteConfig.email}`} />
            <ContactTile
              icon="map-pin"
              label={t('contact.visit')}
              value={t('contact.address')}
              href={siteConfig.mapUrl}
              external={common('a11y.opensInNewTab')}
            />
          </ul>
          <Link href={href('/contact')} className={buttonVariants({ size: 'xl', className: 'mt-10' })}>
            {t('contact.button')}
            <Icon name="arrow-right" className="flip-rtl" />
          </Link>
        </div>
      </section>
    </>
  );
}

function ContactTile({
  icon,
  label,
  value,
  href,
  ltr,
  external,
}: {
  icon: IconSymbol;
  label: string;
  value: string;
  href: string;
  ltr?: boolean;
  external?: string;
}) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="flex h-full items-center gap-4 rounded-card border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-lift"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
          <Icon name={icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-muted-foreground">{label}</span>
          <span className="block truncate font-semibold" dir={ltr ? 'ltr' : undefined}>
            {value}
          </span>
          {external && <span className="sr-only">{external}</span>}
        </span>
      </a>
    </li>
  );
}
