import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { siteConfig } from '@/config/site';
import { submitLeadAction } from './actions';
import type { ReactNode } from 'react';
import { leadForms, type LeadFieldName, type LeadFormKey, type LeadValues } from './field-rules';
import { LeadForm, type LeadFormCopy } from './lead-form';

const fieldNames: LeadFieldName[] = ['name', 'email', 'phone', 'company', 'service', 'message'];

/** An enquiry prepared by another page: what the visitor sees in the fields, what travels hidden, and a note. */
export type EnquiryPrefill = { values: LeadValues; hidden: Record<string, string>; note: ReactNode };

/** Server part of an enquiry form: resolves its copy in the page's language and binds the action. */
export async function EnquiryForm({
  form,
  locale,
  page,
  variant,
  resetAfterMs,
  initialValues,
  hiddenFields,
}: {
  form: LeadFormKey;
  locale: Locale;
  page: string;
  variant?: 'default' | 'energy' | 'electronics';
  resetAfterMs?: number;
  initialValues?: LeadValues;
  hiddenFields?: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'leads' });
  const definition = leadForms[form];
  const { replyWorkingDays } = siteConfig.service;
  const copy: LeadFormCopy = {
    fields: Object.fromEntries(fieldNames.map((f) => [f, t(`fields.${f}`)])) as Record<LeadFieldName, string>,
    placeholders: Object.fromEntries(fieldNames.map((f) => [f, t(`placeholders.${f}`)])) as Record<LeadFieldName, string>,
    services: definition.services.map((value) => ({ value, label: t(`services.${value}`) })),
    errors: Object.fromEntries(Object.keys(t.raw('errors') as Record<string, string>).map((key) => [key, t(`errors.${key}`)])),
    required: t('ui.required'),
    optional: t('ui.optional'),
    send: t('ui.send'),
    sending: t('ui.sending'),
    successTitle: t('ui.successTitle'),
    successBody: replyWorkingDays ? t('ui.successBodyReply', { days: replyWorkingDays }) : t('ui.successBody'),
    sendAnother: t('ui.sendAnother'),
    errorBanner: t('ui.errorBanner'),
    invalidBanner: t('ui.invalidBanner'),
    rateLimited: t('ui.rateLimited'),
    honeypot: t('ui.honeypot'),
    privacy: t('ui.privacy'),
  };
  return (
    <LeadForm
      form={form}
      fields={definition.fields}
      messageRows={definition.messageRows}
      action={submitLeadAction.bind(null, form)}
      locale={locale}
      page={page}
      pageHref={localizedPath(page, locale)}
      copy={copy}
      variant={variant}
      resetAfterMs={resetAfterMs}
      initialValues={initialValues}
      hiddenFields={hiddenFields}
    />
  );
}
