'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { IMAGE_RULES, isServerImageProblem, precheckImage, type ImageProblem } from '@/features/news/image-rules';
import { cn } from '@/lib/cn';
import { imagesApiPath } from '../paths';
import { LibraryPicker, type LibraryPicture } from './library-picker';

/**
 * A picture of a page: the one it shows, and a button that uploads a new one through the articles' pipeline (the
 * file is checked in the browser first, then by the server, which re-encodes it without its metadata) and puts its
 * address in the field. The address field beside it stays for the site's own artwork.
 */
export function PictureUpload({
  value,
  onUploaded,
  onChosen,
  describedBy,
}: {
  value: string;
  onUploaded: (url: string) => void;
  /** A picture chosen from the media library (decision 019). */
  onChosen: (picture: LibraryPicture) => void;
  describedBy: string;
}) {
  const t = useTranslations('contentAdmin.editor.picture');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);

  async function upload(file: File) {
    setProblem(null);
    const checked = await precheckImage(file);
    if (!checked.ok) return setProblem(checked.problem);
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch(imagesApiPath, { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await response.json().catch(() => null)) as { url?: unknown; error?: unknown } | null;
      if (response.status === 201 && typeof body?.url === 'string') onUploaded(body.url);
      else setProblem(isServerImageProblem(body?.error) ? body.error : 'upload');
    } catch {
      setProblem('upload');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      {value.startsWith('/') && (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever address the field holds
        <img src={value} alt={t('current')} className="h-16 w-24 rounded-md border border-border bg-muted object-contain" />
      )}
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted focus-within:outline-2 focus-within:outline-primary',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        <Icon name="image-up" />
        {busy ? t('uploading') : t('upload')}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_RULES.types.join(',')}
          className="sr-only"
          aria-describedby={describedBy}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      <LibraryPicker onChosen={onChosen} />
      {problem && (
        <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <Icon name="circle-exclamation-point" className="size-4" />
          {t(`problems.${problem}`, {
            max: String(problem === 'size' ? IMAGE_RULES.maxMegabytes : problem === 'width' ? IMAGE_RULES.maxWidth : IMAGE_RULES.maxHeight),
          })}
        </p>
      )}
    </div>
  );
}
