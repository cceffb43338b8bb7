'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { certificateAreas, certificateIcons, isCertificateArea } from '@/config/certificates';
import { getDatabase } from '@/db';
import { formLocale, formText, staffActor } from '@/features/auth/staff-form.server';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { asPlainLine, isPlainText } from '@/lib/plain-text';
import { certificatePath, certificatesPath } from './paths';
import { certificatesTag, deleteCertificate, listCertificates, saveCertificate, type CertificateInput } from './store.server';
import { certificatePassSoon } from './worker.server';

const limits = { standard: 80, title: 120, scope: 600, issuer: 120, number: 60 } as const;
const textFields = [
  'standard',
  'titleAr',
  'titleEn',
  'scopeAr',
  'scopeEn',
  'issuerAr',
  'issuerEn',
  'number',
  'validFrom',
  'validUntil',
  'icon',
  'image',
  'fileId',
  'fileName',
] as const;
type TextField = (typeof textFields)[number];

export type CertificateValues = Record<TextField, string> & { areas: string[] };
export type CertificateProblem = TextField | 'areas' | 'form';
export type CertificateState = { status: 'idle' | 'failed'; problems: Partial<Record<CertificateProblem, string>>; values: CertificateValues };

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => day.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Adds a certificate to the library or changes one (`id`), checked here whatever the browser did; a refusal names
 * each field and keeps everything typed. Every page listing certificates shows the change at once (the tag), and a
 * certificate already within 60 days of its expiry is warned of straight away.
 */
export async function saveCertificateAction(_previous: CertificateState, formData: FormData): Promise<CertificateState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'admin.certificates.problems' });
  const values = {
    ...(Object.fromEntries(textFields.map((name) => [name, formText(formData, name, 2000)])) as Record<TextField, string>),
    areas: formData.getAll('areas').map(String).filter(isCertificateArea),
  };
  const failed = (problems: CertificateState['problems']): CertificateState => ({ status: 'failed', problems, values });
  const user = await staffActor('content');
  const idText = formText(formData, 'id', 12);
  const id = idText ? Number(idText) : undefined;
  if (!user || (id !== undefined && !Number.isInteger(id))) return failed({ form: t('error') });

  const problems: CertificateState['problems'] = {};
  const line = (name: TextField, limit: number, required: boolean) => {
    const value = asPlainLine(values[name]);
    if (!value && required) problems[name] = t('missing');
    else if (value.length > limit) problems[name] = t('long', { limit });
    return value;
  };
  const standard = line('standard', limits.standard, true);
  const title = { ar: line('titleAr', limits.title, true), en: line('titleEn', limits.title, true) };
  const scope = { ar: values.scopeAr.trim(), en: values.scopeEn.trim() };
  for (const [name, value] of [
    ['scopeAr', scope.ar],
    ['scopeEn', scope.en],
  ] as const) {
    if (!value) problems[name] = t('missing');
    else if (!isPlainText(value, 'lines')) problems[name] = t('control');
    else if (value.length > limits.scope) problems[name] = t('long', { limit: limits.scope });
  }
  const issuer = { ar: line('issuerAr', limits.issuer, false), en: line('issuerEn', limits.issuer, false) };
  // An issuer is named in both languages or not at all, as every word on the site is.
  if (issuer.ar && !issuer.en) problems.issuerEn = t('otherLanguage');
  if (issuer.en && !issuer.ar) problems.issuerAr = t('otherLanguage');
  const number = line('number', limits.number, false);
  if (values.areas.length === 0) problems.areas = t('areas');
  for (const name of ['validFrom', 'validUntil'] as const) if (values[name] && !isDay(values[name])) problems[name] = t('date');
  if (values.validFrom && values.validUntil && !problems.validFrom && !problems.validUntil && values.validUntil < values.validFrom) {
    problems.validUntil = t('untilBeforeFrom');
  }
  const icon = certificateIcons.find((candidate) => candidate === values.icon);
  // Only a picture the site holds: an upload (`/media/news/…`) or one of its own drawings of a certificate.
  const image = /^\/media\/news\/[a-z0-9-]{8,64}\.webp$|^\/images\/spots\/certificate-[a-z0-9-]+\.svg$/.test(values.image) ? values.image : undefined;
  const fileId = /^[0-9a-f-]{36}$/.test(values.fileId) ? values.fileId : undefined;
  if (Object.keys(problems).length > 0) return failed(problems);

  const input: CertificateInput = {
    standard,
    title,
    scope,
    issuer: issuer.ar && issuer.en ? issuer : undefined,
    number: number || undefined,
    areas: certificateAreas.filter((area) => values.areas.includes(area)),
    icon,
    image,
    fileId,
    validFrom: values.validFrom || undefined,
    validUntil: values.validUntil || undefined,
  };
  let saved: number | undefined;
  try {
    const { db } = await getDatabase();
    saved = await saveCertificate(db, { id, input, userId: user.id });
    if (saved !== undefined) certificatePassSoon(db);
  } catch (err) {
    (await requestLog()).error({ err }, 'Certificate could not be saved');
    return failed({ form: t('error') });
  }
  if (saved === undefined) return failed({ form: t('gone') });
  revalidateTag(certificatesTag, { expire: 0 });
  (await requestLog()).info({ certificate: saved }, id === undefined ? 'Certificate added' : 'Certificate changed');
  redirect(`${localizedPath(certificatesPath, locale)}?saved=${saved}`);
}

/** Removes a certificate (asked twice in the form) from the library and every page. */
export async function deleteCertificateAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const id = Number(formData.get('id'));
  const user = await staffActor('content');
  if (!user || !Number.isInteger(id)) redirect(localizedPath(certificatesPath, locale));
  if (formData.get('confirm') !== 'yes') redirect(localizedPath(certificatePath(id), locale));
  const { db } = await getDatabase();
  const known = (await listCertificates(db)).some((certificate) => certificate.id === id);
  if (known && (await deleteCertificate(db, id))) {
    revalidateTag(certificatesTag, { expire: 0 });
    (await requestLog()).info({ certificate: id }, 'Certificate deleted');
    redirect(`${localizedPath(certificatesPath, locale)}?deleted=1`);
  }
  redirect(localizedPath(certificatesPath, locale));
}
