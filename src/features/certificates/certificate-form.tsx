'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { describedBy, FormField as Field } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/control-class';
import { Icon } from '@/components/ui/icon';
import { certificateAreas, certificateIcons } from '@/config/certificates';
import { saveCertificateAction, type CertificateProblem, type CertificateState, type CertificateValues } from './actions';
import { certificateFilesApiPath } from './paths';
import type { CertificateUpload } from './upload.server';

/**
 * A certificate of the library, new or to change: its standard, name and scope in both languages, issuer, number,
 * the pages that list it, its dates and its file. The file is uploaded (and checked) as soon as it is chosen, so the
 * form's own submission stays small; a refusal names each field's problem and keeps everything typed.
 */
export function CertificateForm({ locale, id, initial }: { locale: 'ar' | 'en'; id?: number; initial: CertificateValues }) {
  const t = useTranslations('admin.certificates.form');
  const [state, action, pending] = useActionState(saveCertificateAction, { status: 'idle', problems: {}, values: initial } as CertificateState);
  const values = state.values;
  const problem = (name: CertificateProblem) => state.problems[name];
  const [file, setFile] = useState({ image: initial.image, fileId: initial.fileId, fileName: initial.fileName });
  const [upload, setUpload] = useState<{ status: 'idle' | 'uploading' | 'failed'; message?: string }>({ status: 'idle' });
  // After a refusal the fields are drawn again with what was sent.
  const key = `${state.status}-${JSON.stringify(state.problems)}`;

  async function uploadFile(chosen: File | undefined) {
    if (!chosen) return;
    setUpload({ status: 'uploading' });
    const body = new FormData();
    body.set('file', chosen);
    try {
      const response = await fetch(certificateFilesApiPath, { method: 'POST', body });
      const answer = (await response.json()) as CertificateUpload | { error: string };
      if ('error' in answer) {
        setUpload({
          status: 'failed',
          message: t.has(`uploadProblems.${answer.error}`) ? t(`uploadProblems.${answer.error}`) : t('uploadProblems.unreadable'),
        });
        return;
      }
      setFile(answer.kind === 'pdf' ? { ...file, fileId: answer.id, fileName: answer.name } : { ...file, image: answer.href });
      setUpload({ status: 'idle', message: t(answer.kind === 'pdf' ? 'uploadedPdf' : 'uploadedImage') });
    } catch {
      setUpload({ status: 'failed', message: t('uploadProblems.network') });
    }
  }

  const text = (
    name: keyof CertificateValues,
    label: string,
    options: { hint?: string; dir?: 'ltr'; required?: boolean; max?: number; lang?: string } = {},
  ) => (
    <Field id={`certificate-${name}`} label={label} hint={options.hint} problem={problem(name as CertificateProblem)}>
      <input
        id={`certificate-${name}`}
        name={name}
        dir={options.dir ?? (options.lang === 'en' ? 'ltr' : undefined)}
        lang={options.lang}
        required={options.required}
        maxLength={options.max}
        defaultValue={values[name] as string}
        key={`${name}-${key}`}
        aria-invalid={problem(name as CertificateProblem) ? true : undefined}
        aria-describedby={describedBy(`certificate-${name}`, Boolean(options.hint), problem(name as CertificateProblem))}
        className={controlClass()}
      />
    </Field>
  );
  const area = (name: 'scopeAr' | 'scopeEn', label: string, lang: 'ar' | 'en') => (
    <Field id={`certificate-${name}`} label={label} problem={problem(name)}>
      <textarea
        id={`certificate-${name}`}
        name={name}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        required
        rows={3}
        maxLength={600}
        defaultValue={values[name]}
        key={`${name}-${key}`}
        aria-invalid={problem(name) ? true : undefined}
        aria-describedby={describedBy(`certificate-${name}`, false, problem(name))}
        className={controlClass()}
      />
    </Field>
  );

  return (
    <form action={action} className="max-w-3xl space-y-6">
      <input type="hidden" name="locale" value={locale} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <input type="hidden" name="image" value={file.image} />
      <input type="hidden" name="fileId" value={file.fileId} />
      <input type="hidden" name="fileName" value={file.fileName} />
      {state.problems.form && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
          {state.problems.form}
        </p>
      )}
      {state.status === 'failed' && !state.problems.form && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
          {t('refused')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('standard', t('standard'), { hint: t('standardHint'), dir: 'ltr', required: true, max: 80 })}
        {text('number', t('number'), { hint: t('optional'), dir: 'ltr', max: 60 })}
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t('name')}</legend>
        {text('titleAr', t('inArabic'), { required: true, max: 120, lang: 'ar' })}
        {text('titleEn', t('inEnglish'), { required: true, max: 120, lang: 'en' })}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t('scope')}</legend>
        {area('scopeAr', t('inArabic'), 'ar')}
        {area('scopeEn', t('inEnglish'), 'en')}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t('issuer')}</legend>
        {text('issuerAr', t('inArabic'), { max: 120, lang: 'ar' })}
        {text('issuerEn', t('inEnglish'), { max: 120, lang: 'en' })}
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('issuerHint')}</p>
      </fieldset>
      <fieldset
        className="rounded-xl border border-border p-4"
        aria-describedby={problem('areas') ? 'certificate-areas-problem' : undefined}
        aria-invalid={problem('areas') ? true : undefined}
      >
        <legend className="px-1 font-semibold">{t('areas')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2" key={`areas-${key}`}>
          {certificateAreas.map((name) => (
            <label key={name} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" name="areas" value={name} defaultChecked={values.areas.includes(name)} className="size-5" />
              {t(`areaNames.${name}`)}
            </label>
          ))}
        </div>
        {problem('areas') && (
          <p id="certificate-areas-problem" className="text-sm font-medium text-destructive">
            {problem('areas')}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['validFrom', 'validUntil'] as const).map((name) => (
          <Field key={name} id={`certificate-${name}`} label={t(name)} hint={t(`${name}Hint`)} problem={problem(name)}>
            <input
              id={`certificate-${name}`}
              name={name}
              type="date"
              defaultValue={values[name]}
              key={`${name}-${key}`}
              aria-invalid={problem(name) ? true : undefined}
              aria-describedby={describedBy(`certificate-${name}`, true, problem(name))}
              className={controlClass()}
            />
          </Field>
        ))}
        <Field id="certificate-icon" label={t('icon')}>
          <select id="certificate-icon" name="icon" defaultValue={values.icon} key={`icon-${key}`} className={controlClass()}>
            {certificateIcons.map((name) => (
              <option key={name} value={name}>
                {t(`icons.${name}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="space-y-3 rounded-xl border border-border p-4">
        <legend className="px-1 font-semibold">{t('file')}</legend>
        <ul className="space-y-1 text-sm">
          <li>
            {file.fileId ? (
              <>
                {t('currentPdf')} <bdi>{file.fileName}</bdi>{' '}
                <button
                  type="button"
                  className="min-h-10 font-semibold text-primary underline"
                  onClick={() => setFile({ ...file, fileId: '', fileName: '' })}
                >
                  {t('removePdf')}
                </button>
              </>
            ) : (
              t('noPdf')
            )}
          </li>
          <li>
            {file.image?.startsWith('/media/') ? (
              <>
                {t('currentImage')}{' '}
                <button type="button" className="min-h-10 font-semibold text-primary underline" onClick={() => setFile({ ...file, image: '' })}>
                  {t('removeImage')}
                </button>
              </>
            ) : file.image ? (
              t('drawing')
            ) : (
              t('noImage')
            )}
          </li>
        </ul>
        {/* The browser's own file control would speak the browser's language; this label is the button instead. */}
        <label
          htmlFor="certificate-upload"
          className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold focus-within:outline-2 focus-within:outline-primary hover:bg-muted"
        >
          <Icon name="image-up" />
          {t('upload')}
          <input
            id="certificate-upload"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={upload.status === 'uploading'}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              void uploadFile(chosen);
            }}
            aria-describedby={describedBy('certificate-upload', true, upload.status === 'failed' ? upload.message : undefined)}
          />
        </label>
        <p id="certificate-upload-hint" className="text-sm text-muted-foreground">
          {t('uploadHint')}
        </p>
        {upload.status === 'failed' && (
          <p id="certificate-upload-problem" className="text-sm font-medium text-destructive">
            {upload.message}
          </p>
        )}
        <p role="status" className="text-sm">
          {upload.status === 'uploading' ? t('uploading') : upload.status === 'idle' ? upload.message : ''}
        </p>
      </fieldset>
      <Button type="submit" disabled={pending || upload.status === 'uploading'}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
