import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import { Artwork } from '@/components/ui/artwork';
import { getTranslations } from 'next-intl/server';
import { siteConfig, telHref, type OfficeHours } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { EnquiryForm, type EnquiryPrefill } from '@/features/leads/enquiry-form';
import type { LeadFormKey } from '@/features/leads/forms';
import { notFound } from 'next/navigation';
import { DocumentPage, pageDocumentFor } from '../page-content';

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
  /** An enquiry started elsewhere (the calculator's estimate): values for the form, hidden fields and a note above it. */
  prefill?: EnquiryPrefill;
};

/**
 * A contact page: its document's hero, then the ways to reach us and the enquiry form, then its document's blocks
 * (the group's and electronics' reasons to choose them and the sectors they serve, spec part 2 §2.8), then the location.
 */
export async function ContactPage({ routeId, path, form, locale, variant, prefill }: Props) {
  const document = await pageDocumentFor(routeId);
  if (!document) notFound();
  const t = await getTranslations({ locale, namespace: 'contact' });
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

  const tool = (
    <>
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
        </div>
        <div className="space-y-5 rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
          {prefill?.note}
          <EnquiryForm form={form} locale={locale} page={path} variant={variant} initialValues={prefill?.values} hiddenFields={prefill?.hidden} />
        </div>
      </section>
    </>
  );

  const location = (
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
  );

  return (
    <DocumentPage document={document} locale={locale} tool={tool}>
      {location}
    </DocumentPage>
  );
}
