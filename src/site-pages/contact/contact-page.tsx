import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import { Artwork } from '@/components/ui/artwork';
import { getTranslations } from 'next-intl/server';
import { artFor } from '@/config/page-art';
import { siteConfig, telHref, type OfficeHours } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { EnquiryForm, type EnquiryPrefill } from '@/features/leads/enquiry-form';
import type { LeadFormKey } from '@/features/leads/forms';
import { PageHero } from '@/components/sections/page-hero';

const whyKeys = [
  { key: 'factory', icon: 'factory' },
  { key: 'award', icon: 'badge-check' },
  { key: 'team', icon: 'users' },
  { key: 'sectors', icon: 'shield-check' },
] as const;
/** The sectors the divisions serve (not clients: no client has agreed to be named). */
const sectors = [
  { key: 'energy', icon: 'zap' },
  { key: 'oilGas', icon: 'flame' },
  { key: 'manufacturing', icon: 'factory' },
  { key: 'telecom', icon: 'radio-tower' },
  { key: 'healthcare', icon: 'heart-pulse' },
  { key: 'agriculture', icon: 'sprout' },
] as const;

type Translate = Awaited<ReturnType<typeof getTranslations<'contact'>>>;

/** "Sunday to Thursday, 8:00 am to 5:00 pm (Saudi time)" from `siteConfig.service.officeHours`. */
function officeHoursText(t: Translate, { firstDay, lastDay, opens, closes }: OfficeHours): string {
  const time = (hour: number) => t('info.hours.time', { hour: hour % 12 || 12, period: hour < 12 ? 'am' : 'pm' });
  return t('info.hours.body', {
    firstDay: t(`info.hours.days.${firstDay}`),
    lastDay: t(`info.hours.days.${lastDay}`),
    opens: time(opens),
    closes: time(closes),
  });
}

type Props = {
  routeId: 'contact' | 'electronics-contact' | 'energy-contact';
  path: string;
  form: LeadFormKey;
  locale: Locale;
  variant: 'default' | 'energy' | 'electronics';
  /** The group and electronics pages also show why customers choose us and the sectors we serve (spec part 2 §2.8). */
  showCredentials: boolean;
  /** An enquiry started elsewhere (the calculator's estimate): values for the form, hidden fields and a note above it. */
  prefill?: EnquiryPrefill;
};

/** A contact page: hero, the ways to reach us, the enquiry form, credentials and the location. */
export async function ContactPage({ routeId, path, form, locale, variant, showCredentials, prefill }: Props) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const email = variant === 'energy' ? siteConfig.salesEmail : siteConfig.email;

  /**
   * Ways to reach us: a prominent value (when there is one) and a short note under it. The reply time and the
   * business hours are stated only when the owner has set them (`siteConfig.service`).
   */
  const { officeHours, replyWorkingDays } = siteConfig.service;
  const infoCards: { key: string; icon: IconSymbol; value?: string; note: string; href?: string; ltr?: boolean; external?: boolean }[] = [
    { key: 'phone', icon: 'phone', value: siteConfig.phone, note: t('info.phone.body'), href: telHref(siteConfig.phone), ltr: true },
    {
      key: 'email',
      icon: 'mail',
      value: email,
      note: replyWorkingDays ? t('info.email.reply', { days: replyWorkingDays }) : t('info.email.body'),
      href: `mailto:${email}`,
    },
    { key: 'address', icon: 'map-pin', value: t('info.address.body'), note: t('info.address.link'), href: siteConfig.mapUrl, external: true },
    ...(officeHours ? [{ key: 'hours', icon: 'clock' as const, note: officeHoursText(t, officeHours) }] : []),
  ];

  return (
    <>
      <PageHero
        eyebrow={pages(`${routeId}.eyebrow`)}
        title={pages(`${routeId}.heroTitle`)}
        lead={pages(`${routeId}.heroLead`)}
        image={artFor(routeId)}
      />

      <section aria-labelledby="contact-info" className="mx-auto max-w-site px-4 pt-16 sm:px-6">
        <h2 id="contact-info" className="sr-only">
          {t('info.title')}
        </h2>
        <ul className={`grid gap-4 sm:grid-cols-2 ${infoCards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
          {infoCards.map((card) => {
            const body = (
              <>
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                  <Icon name={card.icon} className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold">{t(`info.${card.key}.title`)}</span>
                  {card.value && (
                    // The number keeps its own left-to-right order inside a line that starts where the card does.
                    <span className="block truncate text-sm font-medium text-foreground">
                      {card.ltr ? <bdi dir="ltr">{card.value}</bdi> : card.value}
                    </span>
                  )}
                  <span className="block text-sm text-muted-foreground">{card.note}</span>
                  {card.external && <span className="sr-only">{common('a11y.opensInNewTab')}</span>}
                </span>
              </>
            );
            const className = 'flex h-full gap-4 rounded-card border border-border bg-card p-5 shadow-card';
            return (
              <li key={card.key}>
                {card.href ? (
                  <a
                    href={card.href}
                    {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className={`${className} transition-shadow hover:shadow-lift`}
                  >
                    {body}
                  </a>
                ) : (
                  <div className={className}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section
        id="enquiry"
        aria-labelledby="enquiry-title"
        className="mx-auto grid max-w-site scroll-mt-6 gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.5fr] lg:py-20"
      >
        <div>
          <h2 id="enquiry-title" className="text-h2 font-bold">
            {t('form.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('form.subtitle')}</p>
          {showCredentials && (
            <div className="mt-8">
              <h3 className="text-h3 font-semibold">{t('why.title')}</h3>
              <ul className="mt-4 space-y-4">
                {whyKeys.map(({ key, icon }) => (
                  <li key={key} className="flex gap-3">
                    <Icon name={icon} className="mt-1 size-5 shrink-0 text-primary" />
                    <div>
                      <p className="font-semibold">{t(`why.${key}.title`)}</p>
                      <p className="text-sm text-muted-foreground">{t(`why.${key}.body`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="space-y-5 rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
          {prefill?.note}
          <EnquiryForm form={form} locale={locale} page={path} variant={variant} initialValues={prefill?.values} hiddenFields={prefill?.hidden} />
        </div>
      </section>

      {showCredentials && (
        <section aria-labelledby="sectors-title" className="bg-muted py-16">
          <div className="mx-auto max-w-site px-4 sm:px-6">
            <h2 id="sectors-title" className="text-h2 font-bold">
              {t('sectors.title')}
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">{t('sectors.subtitle')}</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {sectors.map(({ key, icon }) => (
                <li key={key} className="flex items-center gap-3 rounded-card border border-border bg-card p-5">
                  <Icon name={icon} className="size-6 shrink-0 text-primary" />
                  <span className="font-medium">{t(`sectors.items.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="map-title" className="mx-auto grid max-w-site items-center gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="map-title" className="text-h2 font-bold">
            {t('map.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('map.body')}</p>
          <a
            href={siteConfig.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 font-semibold text-primary hover:underline"
          >
            {t('map.open')}
            <Icon name="external-link" className="size-4" />
            <span className="sr-only">{common('a11y.opensInNewTab')}</span>
          </a>
        </div>
        <a
          href={siteConfig.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="block overflow-hidden rounded-card border border-border shadow-card"
        >
          <Artwork src="/images/maps/jeddah.svg" alt={t('map.alt')} width={1200} height={600} className="w-full" />
          <span className="sr-only">{common('a11y.opensInNewTab')}</span>
        </a>
      </section>
    </>
  );
}
