import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageCopy } from '@/components/sections/copy';
import { pageDefinitionFor } from '@/site-pages/page-definitions';
import { findPageRouteById } from '@/config/routes';
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
  const definition = topic ? pageDefinitionFor(topic) : undefined;
  const route = topic ? findPageRouteById(topic) : undefined;
  if (!definition?.enquiry || !route) return undefined;
  const copy = await pageCopy(locale, definition.namespace, definition.sharedNamespace);
  const t = await getTranslations({ locale, namespace: 'contact.topic' });
  const services: readonly string[] = leadForms[form].services;
  const title = copy.text('hero.title');
  return {
    values: {
      ...(services.includes(definition.enquiry.service) ? { service: definition.enquiry.service } : {}),
      message: copy.maybe('enquiry') ?? t('message', { title }),
    },
    hidden: {},
    note: (
      <div className="flex gap-3 rounded-lg border border-border bg-muted p-4">
        <Icon name="message-square-text" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">{t('title', { title })}</p>
          <Link href={localizedPath(route.path, locale)} className="text-sm font-semibold text-primary hover:underline">
            {t('back', { title })}
          </Link>
        </div>
      </div>
    ),
  };
}
