import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
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
  fileId: certificate?.file?.href.match(/([0-9a-f-]{36})\.pdf$/)?.[1] ?? '',
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
        <details className="max-w-3xl rounded-xl border border-border p-4">
          <summary className="flex min-h-10 cursor-pointer items-center font-semibold text-destructive">{t('delete')}</summary>
          <form action={deleteCertificateAction} className="mt-2 space-y-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={certificate.id} />
            <p className="text-sm">{t('deleteExplained')}</p>
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="size-5" />
              {t('deleteConfirm')}
            </label>
            <button type="submit" className={buttonVariants({ variant: 'destructive', size: 'sm' })}>
              {t('deleteButton')}
            </button>
          </form>
        </details>
      )}
    </div>
  );
}
