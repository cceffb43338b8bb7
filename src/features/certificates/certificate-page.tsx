import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { DeleteDisclosure } from '@/components/ui/delete-disclosure';
import type { Database } from '@/db/open';
import type { Locale } from '@/i18n/config';
import { messageFormats, siteTimeZone } from '@/i18n/format';
import { loadMessages } from '@/i18n/messages';
import { localizedPath } from '@/i18n/paths';
import { deleteCertificateAction, type CertificateValues } from './actions';
import { CertificateForm } from './certificate-form';
import { certificatesPath } from './paths';
import { listCertificates, type Certificate } from './store.server';

const valuesOf = (certificate: Certificate | undefined): CertificateValues => ({
  standard: certificate?.standard ?? '',
  titleAr: certificate?.title.ar ?? '',
  titleEn: certificate?.title.en ?? '',
  scopeAr: certificate?.scope.ar ?? '',
  scopeEn: certificate?.scope.en ?? '',
  issuerAr: certificate?.issuer?.ar ?? '',
  issuerEn: certificate?.issuer?.en ?? '',
  number: certificate?.number ?? '',
  validFrom: certificate?.validFrom ?? '',
  validUntil: certificate?.validUntil ?? '',
  icon: certificate?.icon ?? 'badge',
  image: certificate?.image ?? '',
  fileId: certificate?.file?.id ?? '',
  fileName: certificate?.file?.name ?? '',
  areas: certificate?.areas ?? ['group'],
});

/** A certificate's form (new, or one of the library's with its deletion), in the staff member's language. */
export async function CertificatePage({ db, locale, id }: { db: Database; locale: Locale; id?: number }) {
  const certificate = id === undefined ? undefined : (await listCertificates(db)).find((candidate) => candidate.id === id);
  if (id !== undefined && !certificate) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.certificates' });
  const messages = await loadMessages(locale);
  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href={localizedPath(certificatesPath, locale)} className="text-primary underline-offset-4 hover:underline">
          {t('backToList')}
        </Link>
      </nav>
      <h1 className="text-h1 font-bold">{certificate ? t('editTitle', { standard: certificate.standard }) : t('newTitle')}</h1>
      <NextIntlClientProvider
        locale={locale}
        messages={{ admin: { certificates: { form: (messages.admin as { certificates: { form: unknown } }).certificates.form } } }}
        timeZone={siteTimeZone}
        formats={messageFormats}
      >
        <CertificateForm locale={locale} id={certificate?.id} initial={valuesOf(certificate)} />
      </NextIntlClientProvider>
      {certificate && (
        <DeleteDisclosure
          action={deleteCertificateAction}
          fields={{ locale, id: certificate.id }}
          copy={{ summary: t('delete'), explained: t('deleteExplained'), confirm: t('deleteConfirm'), button: t('deleteButton') }}
        />
      )}
    </div>
  );
}
