import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { wordsIn } from '@/components/sections/blocks/words';
import { pageDocumentFor, pagePathOf } from '@/site-pages/page-content';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import type { EnquiryPrefill } from '@/features/leads/enquiry-form';
import { leadForms, type LeadFormKey } from '@/features/leads/forms';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * An enquiry opened from a product or application page (`?topic={routeId}`): the page's service is chosen and
 * its enquiry sentence starts the message, with a note linking back. Unknown topics are ignored.
 */
export async function topicPrefill(searchParams: SearchParams, locale: Locale, form: LeadFormKey): Promise<EnquiryPrefill | undefined> {
  const topic = typeof searchParams.topic === 'string' ? searchParams.topic : undefined;
  const document = topic ? await pageDocumentFor(topic) : undefined;
  const path = topic ? await pagePathOf(topic) : undefined;
  if (!document?.enquiry || !path) return undefined;
  const words = wordsIn(locale);
  const t = await getTranslations({ locale, namespace: 'contact.topic' });
  const services: readonly string[] = leadForms[form].services;
  const title = words.text(document.hero.title);
  return {
    values: {
      ...(services.includes(document.enquiry.service) ? { service: document.enquiry.service } : {}),
      message: words.maybe(document.enquiry.sentence) ?? t('message', { title }),
    },
    hidden: {},
    note: (
      <div className="flex gap-3 rounded-lg border border-border bg-muted p-4">
        <Icon name="message-square-text" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">{t('title', { title })}</p>
          <Link href={localizedPath(path, locale)} className="text-sm font-semibold text-primary hover:underline">
            {t('back', { title })}
          </Link>
        </div>
      </div>
    ),
  };
}
