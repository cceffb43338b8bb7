'use client';

import { Icon } from '@/components/ui/icon';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { IMAGE_RULES, isServerImageProblem, precheckImage, type ImageProblem } from '@/features/news/image-rules';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { cn } from '@/lib/cn';

type Phase =
  { step: 'idle' } | { step: 'checking' } | { step: 'uploading'; percent: number; preview: string } | { step: 'error'; problem: ImageProblem };

type UploadResult = { ok: true; url: string } | { ok: false; problem: ImageProblem } | { ok: false; aborted: true };

/** XMLHttpRequest rather than fetch: only it reports upload progress. Same-origin, so the Origin header is sent. */
function sendImage(file: File, onProgress: (percent: number) => void): { done: Promise<UploadResult>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    request.open('POST', '/api/admin/news/images');
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body = request.response as { url?: unknown; error?: unknown } | null;
      if (request.status === 201 && typeof body?.url === 'string') resolve({ ok: true, url: body.url });
      else resolve({ ok: false, problem: isServerImageProblem(body?.error) ? body.error : 'upload' });
    };
    request.onerror = () => resolve({ ok: false, problem: 'upload' });
    request.onabort = () => resolve({ ok: false, aborted: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

type Props = {
  id: string;
  /** The panel's language, for the figures in the hints and errors. */
  locale: Locale;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  /** The form's own error for this field (e.g. "Image is required"), shown by the form. */
  invalid: boolean;
  errorId?: string;
};

/** Article image: idle → checking → uploading (with progress and a local preview) → uploaded, or an error to try again. */
export function ImageUpload({ id, locale, value, onChange, onBusyChange, invalid, errorId }: Props) {
  const t = useTranslations('newsAdmin.image');
  const format = formatterFor(locale);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<{ abort: () => void; preview: string } | null>(null);

  // Leaving the form mid-upload stops the upload and frees the preview.
  useEffect(
    () => () => {
      current.current?.abort();
      if (current.current) URL.revokeObjectURL(current.current.preview);
    },
    [],
  );

  const number = (value: number) => format.number(value, { useGrouping: false });
  const problemText = (problem: ImageProblem) => {
    if (problem === 'type') return t('errors.type', { types: IMAGE_RULES.extensions.join(', ') });
    if (problem === 'size') return t('errors.size', { max: number(IMAGE_RULES.maxMegabytes) });
    if (problem === 'width') return t('errors.width', { max: number(IMAGE_RULES.maxWidth) });
    if (problem === 'height') return t('errors.height', { max: number(IMAGE_RULES.maxHeight) });
    return t(`errors.${problem}`);
  };

  const accept = async (file: File | undefined) => {
    if (!file || phase.step === 'checking' || phase.step === 'uploading') return;
    onBusyChange(true);
    setPhase({ step: 'checking' });
    const check = await precheckImage(file);
    if (!check.ok) {
      setPhase({ step: 'error', problem: check.problem });
      onBusyChange(false);
      return;
    }
    const preview = URL.createObjectURL(file);
    const upload = sendImage(file, (percent) => setPhase({ step: 'uploading', percent, preview }));
    current.current = { abort: upload.abort, preview };
    setPhase({ step: 'uploading', percent: 0, preview });
    const result = await upload.done;
    current.current = null;
    URL.revokeObjectURL(preview);
    if ('aborted' in result) return;
    onBusyChange(false);
    if (result.ok) {
      onChange(result.url);
      setPhase({ step: 'idle' });
    } else {
      setPhase({ step: 'error', problem: result.problem });
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  const busy = phase.step === 'checking' || phase.step === 'uploading';
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hintId, phase.step === 'error' ? problemId : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-3">
      <span id={`${id}-label`} className="block text-sm font-semibold">
        {t('label')}{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_RULES.types.join(',')}
        className="peer sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={invalid || phase.step === 'error' || undefined}
        aria-required="true"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void accept(file);
        }}
      />

      {value && !busy ? (
        <div className="flex flex-wrap items-center gap-4">
          <Image
            src={value}
            alt={t('current')}
            width={240}
            height={160}
            unoptimized
            onError={() => setPhase({ step: 'error', problem: 'load' })}
            className="h-40 w-60 rounded-lg border border-border bg-muted object-cover"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
              <Icon name="refresh-cw" />
              {t('replace')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={() => {
                onChange('');
                setPhase({ step: 'idle' });
              }}
            >
              <Icon name="trash" />
              {t('remove')}
            </Button>
          </div>
        </div>
      ) : phase.step === 'uploading' ? (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-border bg-muted p-4">
          <Image src={phase.preview} alt={t('preview')} width={240} height={160} unoptimized className="h-28 w-40 rounded-md object-cover" />
          <div className="min-w-48 flex-1 space-y-2">
            <p className="text-sm font-medium">{t('uploading', { percent: number(phase.percent) })}</p>
            <div
              role="progressbar"
              aria-label={t('progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={phase.percent}
              className="h-2 overflow-hidden rounded-full bg-border"
            >
              <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${phase.percent}%` }} />
            </div>
          </div>
        </div>
      ) : (
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border bg-background p-8 text-center transition-colors hover:border-primary hover:bg-muted',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            dragging && 'border-primary bg-muted',
            (invalid || phase.step === 'error') && 'border-destructive',
          )}
        >
          <Icon name="image-up" className="size-8 text-primary" />
          <span className="font-medium">{phase.step === 'checking' ? t('checking') : dragging ? t('dropActive') : t('drop')}</span>
        </label>
      )}

      <p id={hintId} className="text-xs text-muted-foreground">
        {t('hint', {
          types: IMAGE_RULES.extensions.join(', '),
          maxMb: number(IMAGE_RULES.maxMegabytes),
          maxWidth: number(IMAGE_RULES.maxWidth),
          maxHeight: number(IMAGE_RULES.maxHeight),
          recWidth: number(IMAGE_RULES.recommendedWidth),
          recHeight: number(IMAGE_RULES.recommendedHeight),
        })}
      </p>
      {phase.step === 'error' && (
        <p id={problemId} role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>
            {problemText(phase.problem)} <span className="font-normal text-muted-foreground">{t('tryAgain')}</span>
          </span>
        </p>
      )}
    </div>
  );
}
